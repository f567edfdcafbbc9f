-- Retention (server/leads/leadRetention.ts): when a lead's personal data was deleted, its answers cut to the
-- non-personal ones kept for statistics. The index serves the sweep's search for expired leads not yet anonymised.
ALTER TABLE leads ADD COLUMN anonymised_at timestamptz;
CREATE INDEX leads_retention_idx ON leads (expires_at) WHERE anonymised_at IS NULL;
