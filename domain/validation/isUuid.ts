const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * Whether `value` is a UUID (docs/sessions-and-storage.md "Session id", docs/validation-by-country.md "Other rules": "sessionId from the URL must be a valid UUID"): the 8-4-4-4-12 hex
 * form of RFC 9562 with version 1–8 and the RFC variant, either case. The nil and max UUIDs are refused: no
 * generator hands them out, so one in a URL is a placeholder, not a session. Never throws.
 */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
