-- Mobile verification codes are stored as SHA-256 over lead id and code (server/codes/oneTimeCodes.ts), like resume
-- codes. A code stored in clear before (the fixed 1234 every lead had, issue 22) is voided: it matches nothing and the
-- applicant asks for a new one.
UPDATE verification_codes SET code = '';
