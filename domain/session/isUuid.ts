const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether `value` is a UUID in its canonical 8-4-4-4-12 hex form, any version, any case
 * (spec §5 "sessionId from the URL must be a valid UUID"). Anchored, fixed-length: linear on any input.
 */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && value.length === 36 && UUID.test(value);
}
