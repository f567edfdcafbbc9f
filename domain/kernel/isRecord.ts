/**
 * A plain keyed object: not null, not an array, not a Date. A Date is a value (a leaf of a lead or a message), never a
 * section to read fields from or to merge into.
 */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
