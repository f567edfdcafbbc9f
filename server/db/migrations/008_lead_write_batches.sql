-- Writes waiting together, as one statement (issue 14 item 3: batched writes where the guarantees allow). On
-- PostgreSQL, concurrent plain saves and creates (server/leads/batchedWrites.ts) go out as one call of these functions
-- instead of one call of migration 007's functions each: one round trip, one transaction, one commit for the batch.
-- Each element is one call of the 007 function, in the order given, so two writes of one lead apply one after the other.

-- Saves (LeadRepository.saveAnswersBatch), each as lead_save_answers: p_saves holds its arguments by name, without
-- "p_", and "i"; one row per element that stored (saved_index = its "i"), none for an element that stored nothing.
-- Saves of distinct leads, whose bodies name distinct sessions, run as one set-based statement (the common case: about
-- half the database's CPU of one call per save); a batch naming a lead or a session twice runs one call per save, in
-- order. (Two saved leads that share a stored session make the set-based upsert fail, the whole statement with it:
-- the caller then runs each save alone.)
CREATE OR REPLACE FUNCTION lead_save_answers_batch(p_saves jsonb, p_decided integer[])
  RETURNS TABLE (saved_index integer, saved_id text, saved_progress_state integer, saved_lead_status integer, saved_session_id text, saved_expires_at timestamptz, saved_application jsonb)
  LANGUAGE plpgsql AS $$ DECLARE r record; BEGIN
  IF (SELECT count(DISTINCT x.id) = count(*) AND count(DISTINCT nullif(x.session_id, '')) = count(nullif(x.session_id, ''))
      FROM jsonb_to_recordset(p_saves) AS x(id text, session_id text)) THEN
    -- The leads' row locks first, in id order as the caller sorts (byte order, whatever the database's collation), as
    -- every batch takes them, whatever join order the update is planned with.
    PERFORM 1 FROM leads WHERE leads.id = ANY (ARRAY(SELECT x.id FROM jsonb_to_recordset(p_saves) AS x(id text))) ORDER BY leads.id COLLATE "C" FOR UPDATE;  RETURN QUERY
    WITH input AS (
      SELECT * FROM jsonb_to_recordset(p_saves) AS x(i integer, id text, product text, patch jsonb, session_id text, now timestamptz,
        token_hash text, consents jsonb, session_started timestamptz)
    ),
    written AS (
      UPDATE leads SET
        data = leads.data || (SELECT coalesce(jsonb_object_agg(p.key, CASE WHEN jsonb_typeof(p.value) = 'object' AND jsonb_typeof(leads.data -> p.key) = 'object' THEN (leads.data -> p.key) || p.value ELSE p.value END), '{}'::jsonb) FROM jsonb_each(x.patch) AS p),
        session_id = coalesce(x.session_id, leads.session_id), updated_at = x.now, version = leads.version + 1
      FROM input x
      WHERE leads.id = x.id AND leads.product = x.product AND (leads.expires_at IS NULL OR leads.expires_at > x.now)
        AND leads.progress_state <> ALL (p_decided)
        -- The credential as a per-row lookup by its key (a join here may be planned as a scan of every credential).
        AND (SELECT cr.lead_id FROM lead_credentials cr WHERE cr.token_hash = x.token_hash AND cr.expires_at > x.now) = leads.id
      RETURNING x.i, leads.id, leads.product, leads.progress_state, leads.lead_status, leads.session_id, leads.expires_at, leads.application,
        x.now, x.consents, x.session_started
    ),
    session_row AS (
      INSERT INTO sessions AS s (id, product, lead_id, started_at, last_seen_at)
      SELECT w.session_id, w.product, w.id, w.session_started, w.now FROM written w WHERE w.session_id IS NOT NULL AND w.session_id <> ''
      ON CONFLICT (id) DO UPDATE SET lead_id = EXCLUDED.lead_id, last_seen_at = EXCLUDED.last_seen_at
    ),
    consent_rows AS (
      INSERT INTO consents AS k (lead_id, consent_id, accepted, version, updated_at)
      SELECT w.id, c.id, c.accepted, c.version, w.now FROM written w, jsonb_to_recordset(w.consents) AS c(id text, accepted boolean, version text)
      ON CONFLICT (lead_id, consent_id) DO UPDATE SET accepted = EXCLUDED.accepted, version = EXCLUDED.version, updated_at = EXCLUDED.updated_at
    )
    SELECT w.i, w.id, w.progress_state, w.lead_status, w.session_id, w.expires_at, w.application FROM written w;  ELSE
    FOR r IN SELECT * FROM jsonb_to_recordset(p_saves) AS x(i integer, id text, product text, patch jsonb, session_id text, now timestamptz,
        token_hash text, consents jsonb, session_started timestamptz) LOOP
      RETURN QUERY SELECT r.i, s.* FROM lead_save_answers(r.id, r.product, r.patch, r.session_id, r.now, r.token_hash, r.consents, r.session_started, p_decided) AS s;  END LOOP;  END IF; END $$;

-- Creates (LeadRepository.createBatch), each as lead_create: p_creates holds its arguments by name, without "p_", and
-- "i". Answers one row per element: created_count 1 when its lead was stored, 0 when another request holds its key.
-- Creates with distinct leads, keys and sessions run as one set-based statement (the common case); a batch naming a key
-- or a session twice runs one call per create, in order (the first claims the key).
CREATE OR REPLACE FUNCTION lead_create_batch(p_creates jsonb)
  RETURNS TABLE (created_index integer, created_count integer)
  LANGUAGE plpgsql AS $$ DECLARE r record; BEGIN
  IF (SELECT count(DISTINCT x.id) = count(*)
        AND count(DISTINCT (x.product, x.key)) FILTER (WHERE x.key IS NOT NULL) = count(x.key)
        AND count(DISTINCT nullif(x.session_id, '')) = count(nullif(x.session_id, ''))
      FROM jsonb_to_recordset(p_creates) AS x(id text, product text, key text, session_id text)) THEN
    RETURN QUERY
    WITH input AS (
      SELECT * FROM jsonb_to_recordset(p_creates) AS x(i integer, id text, product text, data jsonb, progress_state integer, lead_status integer,
        application jsonb, pending jsonb, session_id text, status_polls integer, now timestamptz, submitted_at timestamptz, expires_at timestamptz,
        key text, consents jsonb, session_started timestamptz, token_hash text, request_hash text, response_status integer, response_body jsonb)
    ),
    claim AS (
      INSERT INTO idempotency_keys (product, key, request_hash, lead_id, response_status, response_body, created_at)
      SELECT x.product, x.key, x.request_hash, x.id, x.response_status, x.response_body, x.now FROM input x WHERE x.key IS NOT NULL
      ON CONFLICT (product, key) DO NOTHING RETURNING idempotency_keys.lead_id
    ),
    written AS (
      INSERT INTO leads (id, product, data, progress_state, lead_status, application, pending, session_id, status_polls, created_at, updated_at, submitted_at, expires_at)
      SELECT x.id, x.product, x.data, x.progress_state, x.lead_status, x.application, x.pending, x.session_id, x.status_polls, x.now, x.now, x.submitted_at, x.expires_at
      FROM input x WHERE x.key IS NULL OR x.id IN (SELECT c.lead_id FROM claim c)
      RETURNING leads.id
    ),
    credential_rows AS (
      INSERT INTO lead_credentials (token_hash, lead_id, created_at, expires_at) SELECT x.token_hash, x.id, x.now, x.expires_at FROM input x JOIN written w ON w.id = x.id
    ),
    session_rows AS (
      INSERT INTO sessions AS s (id, product, lead_id, started_at, last_seen_at)
      SELECT x.session_id, x.product, x.id, x.session_started, x.now FROM input x JOIN written w ON w.id = x.id WHERE x.session_id IS NOT NULL AND x.session_id <> ''
      ON CONFLICT (id) DO UPDATE SET lead_id = EXCLUDED.lead_id, last_seen_at = EXCLUDED.last_seen_at
    ),
    consent_rows AS (
      INSERT INTO consents AS k (lead_id, consent_id, accepted, version, updated_at)
      SELECT x.id, c.id, c.accepted, c.version, x.now FROM input x JOIN written w ON w.id = x.id, jsonb_to_recordset(x.consents) AS c(id text, accepted boolean, version text)
      ON CONFLICT (lead_id, consent_id) DO UPDATE SET accepted = EXCLUDED.accepted, version = EXCLUDED.version, updated_at = EXCLUDED.updated_at
    )
    SELECT x.i, (CASE WHEN w.id IS NULL THEN 0 ELSE 1 END)::integer FROM input x LEFT JOIN written w ON w.id = x.id;  ELSE
    FOR r IN SELECT * FROM jsonb_to_recordset(p_creates) AS x(i integer, id text, product text, data jsonb, progress_state integer, lead_status integer,
        application jsonb, pending jsonb, session_id text, status_polls integer, now timestamptz, submitted_at timestamptz, expires_at timestamptz,
        key text, consents jsonb, session_started timestamptz, token_hash text, request_hash text, response_status integer, response_body jsonb) LOOP
      RETURN QUERY SELECT r.i, c.created_count FROM lead_create(r.id, r.product, r.data, r.progress_state, r.lead_status, r.application, r.pending,
        r.session_id, r.status_polls, r.now, r.submitted_at, r.expires_at, r.key, r.consents, r.session_started, r.token_hash, r.request_hash,
        r.response_status, r.response_body) AS c;  END LOOP;  END IF; END $$;
