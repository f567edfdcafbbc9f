-- A lead's version, bumped by every write: an update that read version n stores only while the lead is still at n
-- (optimistic concurrency, server/leads/LeadRepository.ts saveIfUnchanged), instead of holding a row lock across
-- the request (issue 14 item 3).
ALTER TABLE leads ADD COLUMN version integer NOT NULL DEFAULT 0;
