/** The `fbc` and `ttclid` storage entries: the id and when it was first saved, in milliseconds since the Unix epoch. */
export interface AdClickEntry {
  readonly value: string;
  readonly savedAt: number;
}

/**
 * The ad-click entries of a landing URL (fbclid, ttclid), saved at `nowMs`. `fbc` is the value Meta documents,
 * `fb.1.{creation time ms}.{fbclid}`, the fbclid unaltered (case-sensitive, never hashed); the same fbclid landing
 * again keeps `storedFbc` (its creation time is the first click's, as Meta's own cookie does).
 */
export function adClicksFromUrl(params: { readonly fbclid?: string | undefined; readonly ttclid?: string | undefined }, storedFbc: unknown, nowMs: number): { readonly fbc?: AdClickEntry; readonly ttclid?: AdClickEntry } {
  const { fbclid, ttclid } = params;
  const kept = storedFbc as Partial<AdClickEntry> | undefined;
  const same = typeof kept?.value === 'string' && typeof kept.savedAt === 'number' && kept.value.endsWith(`.${fbclid}`);
  return {
    ...(fbclid !== undefined && { fbc: same ? (kept as AdClickEntry) : { value: `fb.1.${nowMs}.${fbclid}`, savedAt: nowMs } }),
    ...(ttclid !== undefined && { ttclid: { value: ttclid, savedAt: nowMs } }),
  };
}

