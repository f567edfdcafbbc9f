-- Product events captured in development and tests (server/routes/analyticsRoutes.ts, docs/funnel-events.md): what
-- posthog-js sends, one row per event id (a retried event is kept once). Read by `npm run funnel-report`.
CREATE TABLE analytics_events (
  uuid         text PRIMARY KEY,
  -- Arrival order: events of one batch that share a timestamp keep the order the browser sent them in.
  seq          bigint GENERATED ALWAYS AS IDENTITY,
  event        text NOT NULL,
  distinct_id  text,
  brand        text NOT NULL,
  properties   jsonb NOT NULL,
  occurred_at  timestamptz NOT NULL,
  received_at  timestamptz NOT NULL
);
CREATE INDEX analytics_events_brand_event_idx ON analytics_events (brand, event);
