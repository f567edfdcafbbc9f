/**
 * The browser storage keys of docs/sessions-and-storage.md "Storage keys", held as data so adapters, fakes and tests share one list.
 * Value layouts are the use cases' business: they parse what they read (docs/architecture.md house rule 2).
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
  // Added to the older funnel's keys: the built-in consent banner's choice and the per-lead idempotency key (docs/sessions-and-storage.md "Storage keys").
  'consent',
  'idempotencyKey',
  // Meta's and TikTok's click ids of a landing, kept like `gclid` (application/tracking/MarketingIds.ts).
  'fbc',
  'ttclid',
  // What the applicant typed on a screen and has not continued yet (docs/drafts.md "Where a draft lives").
  'answerDrafts',
] as const;

/** One of the storage key names of docs/sessions-and-storage.md "Storage keys". */
export type StorageKey = (typeof STORAGE_KEYS)[number];

/** How to decode a stored value. */
export interface ReadOptions {
  /**
   * Turn full ISO instants into `Date` objects (docs/sessions-and-storage.md "Encoding and versions"; default true). Pass false for values whose schema expects
   * ISO strings, such as the lead (domain/storage/decodeStored.ts).
   */
  readonly reviveDates?: boolean;
}

/**
 * Key-value browser storage (docs/sessions-and-storage.md "Storage keys").
 *
 * Contract shared by every adapter and the in-memory fake (tests/contract/keyValueStorageContract.ts):
 * - never throws: an unavailable store, a quota error or a corrupt value is logged by the adapter and
 *   answered as "absent" (docs/sessions-and-storage.md "When storage is unavailable": "falls back to a no-op storage", docs/sessions-and-storage.md "When storage is unavailable": "Storage read/write failures go to the console");
 * - `read` returns a fresh decoded copy (nested JSON unwrapped, ISO date strings revived as `Date`, docs/sessions-and-storage.md "Encoding and versions");
 *   callers still parse it with their own valibot schema before trusting it;
 * - national IDs, IBAN/CLABE/account numbers and ID-card numbers are never written: those fields are dropped from
 *   any value before it is stored (docs/sessions-and-storage.md "What is never stored", ASVS 14.3.3).
 */
export interface KeyValueStorage {
  /** The decoded value stored under `key`, or `undefined` when absent, unreadable or corrupt. */
  read(key: StorageKey, options?: ReadOptions): unknown;
  /** Store `value` (any JSON-compatible value; `Date`s become ISO strings) under `key`, replacing what was there. */
  write(key: StorageKey, value: unknown): void;
  /** Remove `key`; removing an absent key does nothing. */
  remove(key: StorageKey): void;
}
