import type { KeyValueStorage, StorageKey } from '../../application/ports/KeyValueStorage';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/**
 * A `KeyValueStorage` held in a Map. Values are serialised to JSON on write and revived on read (ISO instants become
 * `Date`s), so callers get fresh copies exactly as with browser storage. It passes the shared storage contract.
 * `failWith` makes every later call behave like an unavailable store (reads absent, writes ignored).
 */
export class InMemoryKeyValueStorage implements KeyValueStorage {
  private readonly entries = new Map<StorageKey, string>();
  private unavailable = false;

  constructor(initial: Partial<Record<StorageKey, unknown>> = {}) {
    for (const [key, value] of Object.entries(initial)) this.write(key as StorageKey, value);
  }

  read(key: StorageKey): unknown {
    if (this.unavailable) return undefined;
    const raw = this.entries.get(key);
    if (raw === undefined) return undefined;
    return JSON.parse(raw, (_k, value: unknown) => (typeof value === 'string' && ISO_INSTANT.test(value) ? new Date(value) : value));
  }

  write(key: StorageKey, value: unknown): void {
    if (this.unavailable) return;
    const raw = JSON.stringify(value);
    if (raw === undefined) this.entries.delete(key);
    else this.entries.set(key, raw);
  }

  remove(key: StorageKey): void {
    if (this.unavailable) return;
    this.entries.delete(key);
  }

  /** Simulate storage becoming unavailable (private mode, disabled cookies). */
  makeUnavailable(): void {
    this.unavailable = true;
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
