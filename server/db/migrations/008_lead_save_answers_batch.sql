-- Saves of answers waiting together, as one statement (issue 14 item 3: batched writes where the guarantees allow).
-- On PostgreSQL, concurrent plain saves (server/leads/batchedSaves.ts) go out as one call of this function instead of
-- one call of lead_save_answers each: one round trip, one transaction, one commit for the batch. Each element is one
-- call of lead_save_answers (migration 007), in the order given, so two saves of one lead apply one after the other.
-- p_saves: [{"i": index, "id", "product", "patch", "session_id", "now", "token_hash", "consents", "session_started"}].
-- Answers one row per element that stored (saved_index = its "i"); an element with no row stored nothing.
-- (Statements of this file end a line with ";" only at their end: server/db/migrate.ts splits there.)
CREATE OR REPLACE FUNCTION lead_save_answers_batch(p_saves jsonb, p_decided integer[])
  RETURNS TABLE (saved_index integer, saved_id text, saved_progress_state integer, saved_lead_status integer, saved_session_id text, saved_expires_at timestamptz, saved_application jsonb)
  LANGUAGE plpgsql AS $$ DECLARE r record; BEGIN
  FOR r IN SELECT * FROM jsonb_to_recordset(p_saves) AS x(i integer, id text, product text, patch jsonb, session_id text, now timestamptz,
      token_hash text, consents jsonb, session_started timestamptz) LOOP
    RETURN QUERY SELECT r.i, s.* FROM lead_save_answers(r.id, r.product, r.patch, r.session_id, r.now, r.token_hash, r.consents, r.session_started, p_decided) AS s;  END LOOP; END $$;
