-- Writes waiting together, as one statement (issue 14 item 3: batched writes where the guarantees allow). On
-- PostgreSQL, concurrent plain saves and creates (server/leads/batchedWrites.ts) go out as one call of these functions
-- instead of one call of migration 007's functions each: one round trip, one transaction, one commit for the batch.
-- Each element is one call of the 007 function, in the order given, so two writes of one lead apply one after the other.

-- Saves (LeadRepository.saveAnswersBatch), each as lead_save_answers.
-- p_saves: [{"i": index, "id", "product", "patch", "session_id", "now", "token_hash", "consents", "session_started"}].
-- Answers one row per element that stored (saved_index = its "i"); an element with no row stored nothing.
-- (Statements of this file end a line with ";" only at their end: server/db/migrate.ts splits there.)
CREATE OR REPLACE FUNCTION lead_save_answers_batch(p_saves jsonb, p_decided integer[])
  RETURNS TABLE (saved_index integer, saved_id text, saved_progress_state integer, saved_lead_status integer, saved_session_id text, saved_expires_at timestamptz, saved_application jsonb)
  LANGUAGE plpgsql AS $$ DECLARE r record; BEGIN
  FOR r IN SELECT * FROM jsonb_to_recordset(p_saves) AS x(i integer, id text, product text, patch jsonb, session_id text, now timestamptz,
      token_hash text, consents jsonb, session_started timestamptz) LOOP
    RETURN QUERY SELECT r.i, s.* FROM lead_save_answers(r.id, r.product, r.patch, r.session_id, r.now, r.token_hash, r.consents, r.session_started, p_decided) AS s;  END LOOP; END $$;

-- Creates (LeadRepository.createBatch), each as lead_create: p_creates holds its arguments by name, without "p_", and
-- "i". Answers one row per element: created_count 1 when its lead was stored, 0 when another request holds its key.
CREATE OR REPLACE FUNCTION lead_create_batch(p_creates jsonb)
  RETURNS TABLE (created_index integer, created_count integer)
  LANGUAGE plpgsql AS $$ DECLARE r record; BEGIN
  FOR r IN SELECT * FROM jsonb_to_recordset(p_creates) AS x(i integer, id text, product text, data jsonb, progress_state integer, lead_status integer,
      application jsonb, pending jsonb, session_id text, status_polls integer, now timestamptz, submitted_at timestamptz, expires_at timestamptz,
      key text, consents jsonb, session_started timestamptz, token_hash text, request_hash text, response_status integer, response_body jsonb) LOOP
    RETURN QUERY SELECT r.i, c.created_count FROM lead_create(r.id, r.product, r.data, r.progress_state, r.lead_status, r.application, r.pending,
      r.session_id, r.status_polls, r.now, r.submitted_at, r.expires_at, r.key, r.consents, r.session_started, r.token_hash, r.request_hash,
      r.response_status, r.response_body) AS c;  END LOOP; END $$;
