import type { StorageCodec } from './StorageCodec';

/** Nesting limit of spec §3 "Reads unwrap nested JSON up to 10 levels". */
export const MAX_UNWRAP_DEPTH = 10;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2})$/;

const reviveDate = (_key: string, value: unknown): unknown => {
  if (typeof value !== 'string' || !ISO_INSTANT.test(value)) return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date;
};

/** Parse `text`, then keep parsing while the result is itself JSON text (an object, array or string), up to the limit. */
const unwrap = (text: string): unknown => {
  let value: unknown = JSON.parse(text, reviveDate);
  for (let depth = 1; depth < MAX_UNWRAP_DEPTH && typeof value === 'string' && /^\s*["[{]/.test(value); depth += 1) {
    try {
      value = JSON.parse(value, reviveDate);
    } catch {
      return value;
    }
  }
  return value;
};

/**
 * JSON with ISO instants revived as `Date` and doubly-encoded values (older releases stored
 * `JSON.stringify(JSON.stringify(x))`) unwrapped, spec §3.
 */
export const jsonStorageCodec: StorageCodec = {
  encode: (value) => JSON.stringify(value),
  decode: unwrap,
};
