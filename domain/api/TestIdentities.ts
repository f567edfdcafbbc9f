/**
 * Test identities of the reference lead API's decision engine: the local part of
 * `contactDetails.email` before `+` (case-insensitive) forces the decision on submit, whatever the other answers, on a
 * server in test mode only (FUNNEL_TEST_MODE=1); in production mode they are e-mail addresses like any other.
 * Example: `redirect+e2e@example.com`. Data, so e2e tests and the server share one table.
 */
export const TEST_IDENTITIES = [
  { prefix: 'accept', outcome: 'accepted', progressState: 10, note: 'accepted (10)' },
  { prefix: 'reject', outcome: 'rejected', progressState: 13, note: 'rejected (13)' },
  { prefix: 'redirect', outcome: 'redirected', progressState: 12, note: "redirected (12) to an https URL on the brand's first partner origin" },
  {
    prefix: 'redirect-foreign',
    outcome: 'redirected',
    progressState: 12,
    note: 'redirected (12) to https://partner-not-allowlisted.example/offer — NOT on the allowlist; the funnel must not navigate',
  },
  { prefix: 'redirect-script', outcome: 'redirected', progressState: 12, note: 'redirected (12) to a javascript: URL; the funnel must not navigate' },
  { prefix: 'verify', outcome: 'offer-stage', progressState: 7, note: 'mobile verification (7); the right code then accepts (10)' },
  { prefix: 'idupload', outcome: 'offer-stage', progressState: 30, note: 'id upload (30); POST /lead/idUpload then accepts (10)' },
  { prefix: 'vehicle', outcome: 'offer-stage', progressState: 16, note: 'vehicle (16); POST /lead/vehicle then accepts (10)' },
  { prefix: 'thankyou', outcome: 'completed', progressState: 11, note: 'thank you (11)' },
  { prefix: 'checking', outcome: 'checking', progressState: 6, note: 'checking (6) for the first 2 status polls, then accepted (10)' },
] as const;
export type TestIdentity = (typeof TEST_IDENTITIES)[number];

/** `state{n}+…@` forces any state n of the table (1–42, then an added offer screen's; e.g. `state39+x@example.com` → cofidis offer), to reach every screen. */
export const TEST_STATE_PREFIX = 'state';

/** The fixed one-time code (mobile verification, resume) of a test identity on a server in test mode; else codes are random. */
export const REFERENCE_VERIFICATION_CODE = '1234';

/** Foreign and script URLs the hostile test identities return, so the funnel's redirect guard can be tested. */
export const HOSTILE_PARTNER_URLS = {
  foreign: 'https://partner-not-allowlisted.example/offer',
  script: "javascript:alert('redirect-guard')",
} as const;
