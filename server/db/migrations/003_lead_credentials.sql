-- A lead id is not a key (issue 15 item 0): the browser session that created or proved a lead holds a random
-- credential (cookie lead_session); only its SHA-256 is stored, with the lead it opens and when it stops opening it.
CREATE TABLE lead_credentials (
  token_hash  text PRIMARY KEY,
  lead_id     text NOT NULL,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL
);
CREATE INDEX lead_credentials_lead_id_idx ON lead_credentials (lead_id);

-- One-time codes that let the applicant resume from another browser (issue 15 item 2), with the limits of
-- server/leads/mobileCodePolicy.ts; the code is stored hashed, the target (sms or email) by channel only.
CREATE TABLE resume_codes (
  lead_id       text PRIMARY KEY,
  code_hash     text NOT NULL,
  channel       text NOT NULL,
  attempts      integer NOT NULL DEFAULT 0,
  total_wrong   integer NOT NULL DEFAULT 0,
  lockouts      integer NOT NULL DEFAULT 0,
  locked_until  timestamptz,
  recent_sends  jsonb NOT NULL DEFAULT '[]'::jsonb,
  updated_at    timestamptz NOT NULL
);
