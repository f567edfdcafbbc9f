import type { Sha256 } from './Sha256';

/**
 * The event_id of one logical tracking event (docs/click-ids-and-consent.md "Event ids": "Each event has an event_id, a hash of a timestamp plus a
 * random id"; docs/click-ids-and-consent.md "Event ids": made once per event and reused on retries).
 * The hash is SHA-256 hex of "{timestampMs}:{randomId}"; timestampMs is milliseconds since the Unix epoch.
 */
export async function createEventId(timestampMs: number, randomId: string, sha256: Sha256): Promise<string> {
  return (await sha256(`${timestampMs}:${randomId}`)).toLowerCase();
}
