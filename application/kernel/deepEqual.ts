/**
 * Structural equality of JSON-like values (plain objects, arrays, primitives, Dates), key order ignored. Used by the
 * persistence rule of docs/sessions-and-storage.md "Persistence": a stored key is written only when its value changed.
 */
export function deepEqual(a: unknown, b: unknown): boolean {
  // `===` makes 0 and -0 equal (JSON writes both as 0); Object.is makes NaN equal to itself.
  if (a === b || Object.is(a, b)) return true;
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => deepEqual(item, b[index]));
  }
  const left = definedEntries(a as Record<string, unknown>);
  const right = definedEntries(b as Record<string, unknown>);
  if (left.length !== right.length) return false;
  const rightMap = new Map(right);
  return left.every(([key, value]) => rightMap.has(key) && deepEqual(value, rightMap.get(key)));
}

// An absent key and a key holding undefined serialise alike (JSON), so they compare alike.
const definedEntries = (record: Record<string, unknown>): [string, unknown][] =>
  Object.entries(record).filter(([, value]) => value !== undefined);
