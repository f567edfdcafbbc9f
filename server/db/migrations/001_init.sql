-- Reference lead API schema. Runs unchanged on PGlite and PostgreSQL.
CREATE TABLE leads (
  id              text PRIMARY KEY,
  product         text NOT NULL,
  data            jsonb NOT NULL,
  progress_state  integer NOT NULL,
  lead_status     integer NOT NULL DEFAULT 1,
  application     jsonb NOT NULL,
  -- What an offer-stage or checking lead becomes once the step is done (a Decision, see server/decision).
  pending         jsonb,
  session_id      text,
  status_polls    integer NOT NULL DEFAULT 0,
  created_at      timestamptz NOT NULL,
  updated_at      timestamptz NOT NULL,
  submitted_at    timestamptz,
  expires_at      timestamptz
);
CREATE INDEX leads_session_id_idx ON leads (session_id);

-- First result of each Idempotency-Key, replayed on retries (docs/security-and-reliability.md "Idempotent creates").
CREATE TABLE idempotency_keys (
  product         text NOT NULL,
  key             text NOT NULL,
  request_hash    text NOT NULL,
  lead_id         text NOT NULL,
  response_status integer NOT NULL,
  response_body   jsonb NOT NULL,
  created_at      timestamptz NOT NULL,
  PRIMARY KEY (product, key)
);

CREATE TABLE sessions (
  id            text PRIMARY KEY,
  product       text NOT NULL,
  lead_id       text,
  started_at    timestamptz NOT NULL,
  last_seen_at  timestamptz NOT NULL
);

CREATE TABLE consents (
  lead_id     text NOT NULL,
  consent_id  text NOT NULL,
  accepted    boolean NOT NULL,
  version     text,
  updated_at  timestamptz NOT NULL,
  PRIMARY KEY (lead_id, consent_id)
);

CREATE TABLE verification_codes (
  lead_id       text PRIMARY KEY,
  phone_number  text NOT NULL,
  code          text NOT NULL,
  attempts      integer NOT NULL DEFAULT 0,
  sent_count    integer NOT NULL DEFAULT 1,
  verified_at   timestamptz,
  updated_at    timestamptz NOT NULL
);

CREATE TABLE unsubscribes (
  email       text PRIMARY KEY,
  product     text NOT NULL,
  created_at  timestamptz NOT NULL
);

CREATE TABLE affiliate_events (
  id          text PRIMARY KEY,
  product     text NOT NULL,
  event       text NOT NULL,
  payload     jsonb NOT NULL,
  created_at  timestamptz NOT NULL
);

-- Data of offer-stage steps (/lead/offer/*, /lead/vehicle, …), stored verbatim.
CREATE TABLE lead_steps (
  id          text PRIMARY KEY,
  lead_id     text NOT NULL,
  step        text NOT NULL,
  data        jsonb NOT NULL,
  created_at  timestamptz NOT NULL
);
CREATE INDEX lead_steps_lead_id_idx ON lead_steps (lead_id);

CREATE TABLE customer_passwords (
  lead_id        text PRIMARY KEY,
  password_hash  text NOT NULL,
  updated_at     timestamptz NOT NULL
);
