/**
 * The browser storage keys of spec §3, held as data so adapters, fakes and tests share one list.
 * Value layouts are the use cases' business: they parse what they read (architecture.md house rule 2).
 */
export const STORAGE_KEYS = [
  'storedLoanApplication',
  'sessionId',
  'sessionStartedAt',
  'sessionUrl',
  'state',
  'companyData',
  'gclid',
  'initAt',
  'lid',
  'redirected',
  'redirectUrl',
  'redirectMethod',
  'reapplying',
  'logRocketBlocked',
  'logRocket',
  'routeChange',
  'newSessionFlag',
  'leadApplication',
  'dynamicPages',
  'uiColors',
  'asyncFormData',
  'isLoading',
  'sellingTierGlobalId',
  'sessionAcceptedRedirected',
  // Not in spec §3: the built-in consent banner's choice and the per-lead idempotency key (tracking-privacy-security.md §2, §4).
  'consent',
  'idempotencyKey',
  // Meta's and TikTok's click ids of a landing, kept like `gclid` (application/tracking/MarketingIds.ts).
  'fbc',
  'ttclid',
] as const;

/** One of the storage key names of spec §3. */
export type StorageKey = (typeof STORAGE_KEYS)[number];

/** How to decode a stored value. */
export interface ReadOptions {
  /**
   * Turn full ISO instants into `Date` objects (spec §3; default true). Pass false for values whose schema expects
   * ISO strings, such as the lead (domain/storage/decodeStored.ts).
   */
  readonly reviveDates?: boolean;
}

/**
 * Key-value browser storage (spec §3 "Browser storage keys").
 *
 * Contract shared by every adapter and the in-memory fake (tests/contract/keyValueStorageContract.ts):
 * - never throws: an unavailable store, a quota error or a corrupt value is logged by the adapter and
 *   answered as "absent" (spec §3 "falls back to a no-op storage", §8 "Storage read/write failures go to the console");
 * - `read` returns a fresh decoded copy (nested JSON unwrapped, ISO date strings revived as `Date`, spec §3);
 *   callers still parse it with their own valibot schema before trusting it;
 * - national IDs, IBAN/CLABE/account numbers and ID-card numbers are never written: those fields are dropped from
 *   any value before it is stored (tracking-privacy-security.md §3, ASVS 14.3.3).
 */
export interface KeyValueStorage {
  /** The decoded value stored under `key`, or `undefined` when absent, unreadable or corrupt. */
  read(key: StorageKey, options?: ReadOptions): unknown;
  /** Store `value` (any JSON-compatible value; `Date`s become ISO strings) under `key`, replacing what was there. */
  write(key: StorageKey, value: unknown): void;
  /** Remove `key`; removing an absent key does nothing. */
  remove(key: StorageKey): void;
}
