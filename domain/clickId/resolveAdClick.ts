import * as v from 'valibot';

const DAY_MS = 86_400_000;

/**
 * How long each vendor's click id is kept after the click, in milliseconds (docs/integrating.md "Click ids, consent
 * and the lead"). Decision: an fbc is kept 90 days, as long as Meta's own `_fbc` cookie lives; a ttclid 30 days. The
 * brand's `clickIdExpiryMilliseconds` caps both (a shorter brand setting wins).
 */
export const AD_CLICK_LIFETIMES_MS = { fbc: 90 * DAY_MS, ttclid: 30 * DAY_MS } as const;
export type AdClickKey = keyof typeof AD_CLICK_LIFETIMES_MS;

const AdClickEntrySchema = v.object({
  value: v.pipe(v.string(), v.minLength(1), v.maxLength(600)),
  savedAt: v.pipe(v.number(), v.minValue(-8.64e15), v.maxValue(8.64e15)),
});

/** What a stored ad-click entry gives the lead, and whether the entry goes (expired or unreadable). */
export interface AdClickResolution {
  readonly value: string | null;
  readonly remove: boolean;
}

/**
 * A stored `fbc` or `ttclid` entry: its id while younger than the lifetime (age strictly below it), removed once its age
 * reaches it or when it is no entry at all. Absent stays absent. Never throws.
 */
export function resolveAdClick(stored: unknown, nowMs: number, lifetimeMs: number): AdClickResolution {
  if (stored == null) return { value: null, remove: false };
  const entry = v.safeParse(AdClickEntrySchema, stored);
  if (entry.success && nowMs - entry.output.savedAt < lifetimeMs) return { value: entry.output.value, remove: false };
  return { value: null, remove: true };
}
