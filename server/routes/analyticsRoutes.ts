import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { BrandConfig } from '../../domain/brand/BrandConfigSchema';
import { apiError } from '../http/apiResponses';
import { originCheck } from '../http/originCheck';
import type { Queryable } from '../db/Database';
import type { ServerContext } from '../ServerContext';
import { capturedEvents, decodeCaptureBody, MAX_CAPTURE_BYTES } from './analyticsPayload';

/** The PostHog project key the page is given when the brand configures none (posthog-js needs one). */
export const DEVELOPMENT_ANALYTICS_KEY = 'funnel-development';

/** The paths posthog-js (and PostHog's older clients) send events to, under the API base. */
export const CAPTURE_PATHS = ['/e', '/e/', '/i/v0/e', '/i/v0/e/', '/batch', '/batch/', '/capture', '/capture/'] as const;

/**
 * Whether the server captures product analytics itself (docs/funnel-events.md "Recording events in development"): asked
 * for (server/main.ts: FUNNEL_CAPTURE_ANALYTICS=1), and only in test mode or for a brand whose environmentType is
 * development or test. Asked for otherwise it refuses to start: a production brand's events go to its PostHog.
 */
export function capturesAnalytics(ctx: Pick<ServerContext, 'testMode' | 'brand'>, asked: boolean): boolean {
  if (!asked) return false;
  if (ctx.testMode || ctx.brand.environmentType === 'development' || ctx.brand.environmentType === 'test') return true;
  throw new Error(`Analytics capture is for test mode or a development brand; ${ctx.brand.id} is ${ctx.brand.environmentType}`);
}

/** The brand as the page receives it while the server captures analytics: PostHog's host is this API. */
export function withCapturedAnalytics(brand: BrandConfig, apiBase: string): BrandConfig {
  return { ...brand, tracking: { ...brand.tracking, analytics: { key: brand.tracking.analytics?.key ?? DEVELOPMENT_ANALYTICS_KEY, host: apiBase } } };
}

/**
 * A PostHog-compatible capture route for development and tests (docs/funnel-events.md): posthog-js batches (JSON,
 * gzip or base64 beacons) posted to `{apiBase}/e/` are kept in `analytics_events`, an event id kept once (a retry adds
 * nothing); `GET {apiBase}/analytics/events` lists them for `npm run funnel-report`. Mounted before the lead API (its
 * JSON-only rule would refuse posthog-js's text/plain and form bodies); writes from another origin are refused as the
 * API refuses them. The browser sends only with analytics consent (adapters/analytics/LazyProductAnalytics.ts).
 */
export function analyticsRoutes(ctx: ServerContext): Hono {
  const app = new Hono();
  // Per route, not `use('*')`: mounted on the API base, a catch-all would run before every lead API call too.
  const sameOrigin = originCheck([]);
  const limited = bodyLimit({ maxSize: MAX_CAPTURE_BYTES, onError: (c) => apiError(c, 413, 'PayloadTooLarge', `The body is larger than ${MAX_CAPTURE_BYTES} bytes`) });

  for (const path of CAPTURE_PATHS) {
    app.post(path, sameOrigin, limited, async (c) => {
      c.header('Cache-Control', 'no-store');
      const text = decodeCaptureBody(new Uint8Array(await c.req.arrayBuffer()), c.req.query('compression'));
      let payload: unknown;
      try {
        payload = text === null ? undefined : JSON.parse(text);
      } catch {
        payload = undefined;
      }
      const events = payload === undefined ? null : capturedEvents(payload, ctx.now(), ctx.brand.id);
      if (!events) return apiError(c, 400, 'BadRequest', 'Not a PostHog capture payload');
      const receivedAt = ctx.now();
      for (const event of events) {
        await ctx.db.query(
          `INSERT INTO analytics_events (uuid, event, distinct_id, brand, properties, occurred_at, received_at)
           VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7) ON CONFLICT (uuid) DO NOTHING`,
          [event.uuid, event.event, event.distinctId, event.brand, JSON.stringify(event.properties), event.occurredAt, receivedAt],
        );
      }
      // What PostHog's capture endpoint answers.
      return c.json({ status: 1 });
    });
  }

  app.get('/analytics/events', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ events: await listAnalyticsEvents(ctx.db) });
  });
  return app;
}

/** A recorded event as `GET {apiBase}/analytics/events` lists it; `occurredAt` an ISO instant. */
export interface ListedAnalyticsEvent {
  readonly uuid: string;
  readonly event: string;
  readonly distinctId: string | null;
  readonly brand: string;
  readonly properties: Record<string, unknown>;
  readonly occurredAt: string;
}

/** Every recorded event, oldest first (the route's list and `npm run funnel-report` reading the database). */
export async function listAnalyticsEvents(db: Queryable): Promise<ListedAnalyticsEvent[]> {
  const rows = await db.query<{ uuid: string; event: string; distinct_id: string | null; brand: string; properties: Record<string, unknown>; occurred_at: Date }>(
    'SELECT uuid, event, distinct_id, brand, properties, occurred_at FROM analytics_events ORDER BY occurred_at, seq',
  );
  return rows.map((row) => ({ uuid: row.uuid, event: row.event, distinctId: row.distinct_id, brand: row.brand, properties: row.properties, occurredAt: new Date(row.occurred_at).toISOString() }));
}
