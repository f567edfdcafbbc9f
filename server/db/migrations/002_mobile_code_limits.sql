-- Mobile-code limits across resends (server/leads/mobileCodePolicy.ts): wrong codes per lead, lockouts, recent sends.
ALTER TABLE verification_codes ADD COLUMN total_wrong integer NOT NULL DEFAULT 0;
ALTER TABLE verification_codes ADD COLUMN lockouts integer NOT NULL DEFAULT 0;
ALTER TABLE verification_codes ADD COLUMN locked_until timestamptz;
-- Epoch milliseconds of the codes sent in the last hour (the resend window), oldest first.
ALTER TABLE verification_codes ADD COLUMN recent_sends jsonb NOT NULL DEFAULT '[]'::jsonb;
