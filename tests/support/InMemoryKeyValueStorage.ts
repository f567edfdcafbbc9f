import type { KeyValueStorage, ReadOptions, StorageKey } from '../../application/ports/KeyValueStorage';
import { decodeStored } from '../../domain/storage/decodeStored';
import { encodeStored } from '../../domain/storage/encodeStored';

/**
 * A `KeyValueStorage` held in a Map. Values go through the same domain encoding as browser storage
 * (domain/storage), so callers get fresh copies with ISO instants revived as `Date`. It passes the shared storage
 * contract (tests/contract/suites/keyValueStorageContract.ts), including its failure modes, which tests switch on
 * with `makeUnavailable`, `plantRaw` (corrupt text) and `limitTo` (quota).
 */
export class InMemoryKeyValueStorage implements KeyValueStorage {
  private readonly entries = new Map<StorageKey, string>();
  private unavailable = false;
  private quotaCharacters = Number.POSITIVE_INFINITY;
  /** Failed writes, for assertions (a real adapter logs them). */
  readonly failedWrites: StorageKey[] = [];

  constructor(initial: Partial<Record<StorageKey, unknown>> = {}) {
    for (const [key, value] of Object.entries(initial)) this.write(key as StorageKey, value);
  }

  read(key: StorageKey, options?: ReadOptions): unknown {
    if (this.unavailable) return undefined;
    const raw = this.entries.get(key);
    if (raw === undefined) return undefined;
    const decoded = decodeStored(raw, { reviveDates: options?.reviveDates ?? true });
    return decoded.ok ? decoded.value : undefined;
  }

  write(key: StorageKey, value: unknown): void {
    if (this.unavailable) {
      this.failedWrites.push(key);
      return;
    }
    if (value === undefined) {
      this.entries.delete(key);
      return;
    }
    const encoded = encodeStored(value);
    if (!encoded.ok) {
      this.failedWrites.push(key);
      return;
    }
    const others = [...this.entries].reduce((sum, [k, v]) => (k === key ? sum : sum + k.length + v.length), 0);
    if (others + key.length + encoded.value.length > this.quotaCharacters) {
      this.failedWrites.push(key);
      return;
    }
    this.entries.set(key, encoded.value);
  }

  remove(key: StorageKey): void {
    if (this.unavailable) return;
    this.entries.delete(key);
  }

  /** Simulate storage becoming unavailable (private mode, disabled cookies). */
  makeUnavailable(): void {
    this.unavailable = true;
  }

  /** Store raw text under `key`, bypassing encoding (to simulate corrupt or legacy values). */
  plantRaw(key: StorageKey, text: string): void {
    this.entries.set(key, text);
  }

  /** Limit the total size (keys plus texts, in characters); a write beyond it fails like a quota error. */
  limitTo(characters: number): void {
    this.quotaCharacters = characters;
  }

  /** Assertion helper: the raw JSON text stored under `key`, or undefined. */
  rawText(key: StorageKey): string | undefined {
    return this.entries.get(key);
  }

  /** Assertion helper: the keys currently holding a value. */
  keys(): StorageKey[] {
    return [...this.entries.keys()];
  }
}
