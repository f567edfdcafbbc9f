/**
 * Keeps lookup answers (postcodes, companies, choices, logos, policies …) in memory, like a query cache whose data
 * is dropped once unused for `ttlMs` (docs/product.md "Constants": "Fetch cache keeps unused data for 60 seconds; polling is off").
 * Every read refreshes the entry; concurrent loads of one key share one request. Only successes are cached.
 */
export class LookupCache {
  private readonly entries = new Map<string, { value: unknown; lastUsedAt: number }>();
  private readonly inFlight = new Map<string, Promise<unknown>>();

  /**
   * @param now the current instant, in milliseconds since epoch
   * @param ttlMs how long an unused entry is kept, in milliseconds
   */
  constructor(
    private readonly now: () => number,
    private readonly ttlMs: number,
  ) {}

  /** The cached value under `key`, or the result of `load` (cached when `keep` says so). */
  async getOrLoad<T>(key: string, load: () => Promise<T>, keep: (value: T) => boolean): Promise<T> {
    const at = this.now();
    const entry = this.entries.get(key);
    if (entry && at - entry.lastUsedAt < this.ttlMs) {
      entry.lastUsedAt = at;
      return entry.value as T;
    }
    this.entries.delete(key);
    const pending = this.inFlight.get(key);
    if (pending) return pending as Promise<T>;
    const loading = load().then((value) => {
      if (keep(value)) this.entries.set(key, { value, lastUsedAt: this.now() });
      return value;
    });
    this.inFlight.set(key, loading);
    try {
      return await loading;
    } finally {
      this.inFlight.delete(key);
    }
  }
}
