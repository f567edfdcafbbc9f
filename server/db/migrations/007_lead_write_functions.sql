-- The two hottest writes of the lead API as PL/pgSQL functions (issue 14 item 3): a function's statements are planned
-- once per connection and kept, where the same statement sent as text (the embedded engine's batched simple queries,
-- server/db/sqlLiterals.ts) is parsed and planned again on every call. Callers: server/leads/LeadRepository.ts.
-- (Statements of this file end a line with ";" only at their end: server/db/migrate.ts splits there.)

-- A save of answers (LeadRepository.saveAnswers): merges p_patch into the stored answers as mergeLead does (a section
-- merges key by key, anything else replaces), takes the body's session id when it has one, upserts the session and
-- the consents, and answers the saved lead, only when the lead exists, is not expired, is not decided (p_decided) and
-- the credential hashed p_token_hash opens it. No row back: nothing was stored.
CREATE OR REPLACE FUNCTION lead_save_answers(p_id text, p_product text, p_patch jsonb, p_session_id text, p_now timestamptz,
    p_token_hash text, p_consents jsonb, p_session_started timestamptz, p_decided integer[])
  RETURNS TABLE (saved_id text, saved_progress_state integer, saved_lead_status integer, saved_session_id text, saved_expires_at timestamptz, saved_application jsonb)
  LANGUAGE plpgsql AS $$ BEGIN RETURN QUERY
  WITH written AS (
    UPDATE leads SET
      data = leads.data || (SELECT coalesce(jsonb_object_agg(p.key, CASE WHEN jsonb_typeof(p.value) = 'object' AND jsonb_typeof(leads.data -> p.key) = 'object' THEN (leads.data -> p.key) || p.value ELSE p.value END), '{}'::jsonb) FROM jsonb_each(p_patch) AS p),
      session_id = coalesce(p_session_id, leads.session_id), updated_at = p_now, version = leads.version + 1
    WHERE leads.id = p_id AND leads.product = p_product AND (leads.expires_at IS NULL OR leads.expires_at > p_now)
      AND leads.progress_state <> ALL (p_decided)
      AND EXISTS (SELECT 1 FROM lead_credentials cr WHERE cr.token_hash = p_token_hash AND cr.lead_id = leads.id AND cr.expires_at > p_now)
    RETURNING leads.id, leads.progress_state, leads.lead_status, leads.session_id, leads.expires_at, leads.application
  ),
  session_row AS (
    INSERT INTO sessions AS s (id, product, lead_id, started_at, last_seen_at)
    SELECT w.session_id, p_product, w.id, p_session_started, p_now FROM written w WHERE w.session_id IS NOT NULL AND w.session_id <> ''
    ON CONFLICT (id) DO UPDATE SET lead_id = EXCLUDED.lead_id, last_seen_at = EXCLUDED.last_seen_at
  ),
  consent_rows AS (
    INSERT INTO consents AS k (lead_id, consent_id, accepted, version, updated_at)
    SELECT w.id, c.id, c.accepted, c.version, p_now FROM written w, jsonb_to_recordset(p_consents) AS c(id text, accepted boolean, version text)
    ON CONFLICT (lead_id, consent_id) DO UPDATE SET accepted = EXCLUDED.accepted, version = EXCLUDED.version, updated_at = EXCLUDED.updated_at
  )
  SELECT w.id, w.progress_state, w.lead_status, w.session_id, w.expires_at, w.application FROM written w; END $$;

-- A new lead (LeadRepository.create) with its credential (hash p_token_hash, expiring with the lead), session and
-- consents and, when p_key is given, the claim of its Idempotency-Key: the lead is stored only if the key is won.
-- Answers 1 when the lead was stored, 0 when another request holds the key (then nothing is stored).
CREATE OR REPLACE FUNCTION lead_create(p_id text, p_product text, p_data jsonb, p_progress_state integer, p_lead_status integer,
    p_application jsonb, p_pending jsonb, p_session_id text, p_status_polls integer, p_now timestamptz, p_submitted_at timestamptz,
    p_expires_at timestamptz, p_key text, p_consents jsonb, p_session_started timestamptz, p_token_hash text,
    p_request_hash text, p_response_status integer, p_response_body jsonb)
  RETURNS TABLE (created_count integer)
  LANGUAGE plpgsql AS $$ BEGIN RETURN QUERY
  WITH claim AS (
    INSERT INTO idempotency_keys (product, key, request_hash, lead_id, response_status, response_body, created_at)
    SELECT p_product, p_key, p_request_hash, p_id, p_response_status, p_response_body, p_now WHERE p_key IS NOT NULL
    ON CONFLICT (product, key) DO NOTHING RETURNING idempotency_keys.lead_id
  ),
  written AS (
    INSERT INTO leads (id, product, data, progress_state, lead_status, application, pending, session_id, status_polls, created_at, updated_at, submitted_at, expires_at)
    SELECT p_id, p_product, p_data, p_progress_state, p_lead_status, p_application, p_pending, p_session_id, p_status_polls, p_now, p_now, p_submitted_at, p_expires_at
    WHERE p_key IS NULL OR EXISTS (SELECT 1 FROM claim)
    RETURNING leads.id
  ),
  credential_row AS (
    INSERT INTO lead_credentials (token_hash, lead_id, created_at, expires_at) SELECT p_token_hash, w.id, p_now, p_expires_at FROM written w
  ),
  session_row AS (
    INSERT INTO sessions AS s (id, product, lead_id, started_at, last_seen_at)
    SELECT p_session_id, p_product, w.id, p_session_started, p_now FROM written w WHERE p_session_id IS NOT NULL AND p_session_id <> ''
    ON CONFLICT (id) DO UPDATE SET lead_id = EXCLUDED.lead_id, last_seen_at = EXCLUDED.last_seen_at
  ),
  consent_rows AS (
    INSERT INTO consents AS k (lead_id, consent_id, accepted, version, updated_at)
    SELECT w.id, c.id, c.accepted, c.version, p_now FROM written w, jsonb_to_recordset(p_consents) AS c(id text, accepted boolean, version text)
    ON CONFLICT (lead_id, consent_id) DO UPDATE SET accepted = EXCLUDED.accepted, version = EXCLUDED.version, updated_at = EXCLUDED.updated_at
  )
  SELECT count(*)::integer FROM written; END $$;
