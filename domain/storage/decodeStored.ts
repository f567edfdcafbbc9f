import type { Result } from '../kernel/Result';
import { err, ok } from '../kernel/Result';
import type { StorageProblem } from './StorageProblem';

/** docs/sessions-and-storage.md "Encoding and versions": "Reads unwrap nested JSON up to 10 levels": at most this many JSON.parse passes. */
export const MAX_JSON_NESTING = 10;

/** A full ISO-8601 instant as Date#toISOString and most servers write it (date and time, optional offset). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * Reads a stored text (docs/sessions-and-storage.md "Storage keys"): JSON that may itself hold JSON text, unwrapped up to 10
 * levels, with ISO instant strings turned into Date objects. Never throws: corrupt text is `CorruptStoredValue`, an
 * 11th level is `TooDeeplyNested`.
 * Decisions: only a string that starts with `{`, `[` or `"` is unwrapped again, so stored strings such as "123" or
 * "true" stay strings; only full instants (date and time) become dates: calendar dates such as a date of birth
 * "1990-05-01" stay strings. `reviveDates: false` keeps every string (for values whose schema expects ISO strings,
 * such as the lead).
 */
export function decodeStored(text: string, options: { readonly reviveDates?: boolean } = {}): Result<unknown, StorageProblem> {
  const reviveDates = options.reviveDates ?? true;
  let source = text;
  for (let level = 1; level <= MAX_JSON_NESTING; level += 1) {
    const parsed = parseJson(source);
    if (!parsed.ok) return level === 1 ? err({ kind: 'CorruptStoredValue' }) : ok(revive(source, reviveDates));
    if (typeof parsed.value !== 'string' || !looksLikeJson(parsed.value)) {
      return ok(reviveDates ? reparseWithDates(source, parsed.value) : parsed.value);
    }
    source = parsed.value;
  }
  return looksLikeJson(source) && parseJson(source).ok ? err({ kind: 'TooDeeplyNested' }) : ok(revive(source, reviveDates));
}

function parseJson(text: string): Result<unknown, StorageProblem> {
  try {
    return ok(JSON.parse(text) as unknown);
  } catch {
    return err({ kind: 'CorruptStoredValue' });
  }
}

const looksLikeJson = (text: string): boolean => /^\s*[[{"]/.test(text);

/** A string that is itself the final value (unwrapping stopped on it). */
function revive(value: string, reviveDates: boolean): unknown {
  return reviveDates ? toDateIfInstant(value) : value;
}

function reparseWithDates(source: string, value: unknown): unknown {
  if (typeof value === 'string') return toDateIfInstant(value);
  if (value === null || typeof value !== 'object') return value;
  return JSON.parse(source, (_key, item: unknown) => (typeof item === 'string' ? toDateIfInstant(item) : item)) as unknown;
}

function toDateIfInstant(text: string): unknown {
  if (text.length > 40 || !ISO_INSTANT.test(text)) return text;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : date;
}
