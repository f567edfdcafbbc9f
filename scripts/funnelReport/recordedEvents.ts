import * as v from 'valibot';
import type { RecordedEvent } from './funnelDropOff';

const RecordedEventSchema = v.object({
  uuid: v.string(),
  event: v.string(),
  distinctId: v.nullable(v.string()),
  brand: v.string(),
  properties: v.record(v.string(), v.unknown()),
  occurredAt: v.string(),
});
const ListSchema = v.union([v.object({ events: v.array(RecordedEventSchema) }), v.array(RecordedEventSchema)]);

/** The events of an export or a server's answer, parsed (an unreadable list stops the report with its problems). */
export function parseRecordedEvents(input: unknown): RecordedEvent[] {
  const parsed = v.safeParse(ListSchema, input);
  if (!parsed.success) throw new Error(`Not a list of recorded events: ${parsed.issues.map((issue) => issue.message).slice(0, 3).join('; ')}`);
  return Array.isArray(parsed.output) ? parsed.output : parsed.output.events;
}
