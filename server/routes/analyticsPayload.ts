import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import * as v from 'valibot';
import { unstorableValues } from '../http/readJsonBody';

/** Largest request body the capture route takes (a posthog-js batch of up to 100 small events fits with room). */
export const MAX_CAPTURE_BYTES = 512 * 1024;
/** Largest body once decompressed: a gzip bomb stops here. */
export const MAX_DECODED_BYTES = 4 * 1024 * 1024;
/** Most events one request may carry. */
export const MAX_EVENTS_PER_REQUEST = 500;

/** One captured product event as the reference server keeps it (server/db/migrations/012_analytics_events.sql). */
export interface CapturedEvent {
  /** The event's id: posthog-js's `uuid` (the funnel's event id); a repeated id is kept once. */
  readonly uuid: string;
  readonly event: string;
  readonly distinctId: string | null;
  /** The brand the event names (its `brand` property), else the server's. */
  readonly brand: string;
  readonly properties: Record<string, unknown>;
  readonly occurredAt: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const EventSchema = v.object({
  event: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  uuid: v.optional(v.string()),
  distinct_id: v.optional(v.unknown()),
  timestamp: v.optional(v.string()),
  properties: v.optional(v.record(v.string(), v.unknown())),
});

/**
 * The body of a posthog-js request as text: gzip (`compression=gzip-js`, or a body starting with the gzip magic),
 * base64 form data (`data=…`, `compression=base64`, what a beacon sends at page hide), or plain JSON. Null when it is
 * none of these or decompresses beyond MAX_DECODED_BYTES.
 */
export function decodeCaptureBody(body: Uint8Array, compression: string | undefined): string | null {
  let bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  if (compression === 'gzip-js' || (bytes[0] === 0x1f && bytes[1] === 0x8b)) {
    try {
      bytes = gunzipSync(bytes, { maxOutputLength: MAX_DECODED_BYTES });
    } catch {
      return null;
    }
  }
  const text = bytes.toString('utf8');
  if (!text.startsWith('data=')) return text;
  const data = new URLSearchParams(text).get('data') ?? '';
  if (compression === 'base64' || !/^\s*[[{]/.test(data)) {
    const decoded = Buffer.from(data, 'base64');
    return decoded.length > MAX_DECODED_BYTES ? null : decoded.toString('utf8');
  }
  return data;
}

/**
 * The events of a capture payload: a posthog-js batch (an array), one event, or the `/batch/` shape `{ batch: [...] }`.
 * An item that is no event, or holds what the database cannot store, is left out; one without a valid uuid gets a new
 * one (it cannot be deduplicated). The project key (`token`) is not kept. Null when the payload holds no list of events
 * or more than MAX_EVENTS_PER_REQUEST.
 */
export function capturedEvents(payload: unknown, now: Date, serverBrand: string): CapturedEvent[] | null {
  const items = Array.isArray(payload) ? payload : isBatch(payload) ? payload.batch : payload !== null && typeof payload === 'object' ? [payload] : null;
  if (!items || items.length > MAX_EVENTS_PER_REQUEST) return null;
  const events: CapturedEvent[] = [];
  for (const item of items) {
    const parsed = v.safeParse(EventSchema, item);
    if (!parsed.success || unstorableValues(item).length > 0) continue;
    const { token: _token, ...properties } = parsed.output.properties ?? {};
    const distinct = parsed.output.distinct_id ?? properties['distinct_id'];
    const at = parsed.output.timestamp ? new Date(parsed.output.timestamp) : now;
    events.push({
      uuid: parsed.output.uuid && UUID.test(parsed.output.uuid) ? parsed.output.uuid.toLowerCase() : randomUUID(),
      event: parsed.output.event,
      distinctId: typeof distinct === 'string' ? distinct.slice(0, 200) : null,
      brand: typeof properties['brand'] === 'string' ? properties['brand'].slice(0, 64) : serverBrand,
      properties,
      occurredAt: Number.isNaN(at.getTime()) ? now : at,
    });
  }
  return events;
}

const isBatch = (value: unknown): value is { batch: unknown[] } =>
  value !== null && typeof value === 'object' && Array.isArray((value as { batch?: unknown }).batch);
