import type { KeyValueStorage, ReadOptions, StorageKey } from '../../application/ports/KeyValueStorage';
import { withoutSensitiveFields } from './withoutSensitiveFields';

/**
 * Wraps any `KeyValueStorage` so national IDs, IBAN/CLABE/account numbers and ID-card numbers never reach it
 * (docs/sessions-and-storage.md "What is never stored", ASVS 14.3.3): they are dropped from every value before it is written.
 * Those fields are saved to the lead API at each step and restored from it on resume instead.
 * Reads pass through filtered too, so data written by an older release is not handed back.
 */
export class SensitiveFieldGuardKeyValueStorage implements KeyValueStorage {
  constructor(private readonly inner: KeyValueStorage) {}

  read(key: StorageKey, options?: ReadOptions): unknown {
    return withoutSensitiveFields(this.inner.read(key, options));
  }

  write(key: StorageKey, value: unknown): void {
    let safe: unknown;
    try {
      safe = withoutSensitiveFields(value);
    } catch {
      // A value that cannot even be inspected (a throwing getter) is not written: unchecked data never reaches storage.
      return;
    }
    if (safe === undefined) this.inner.remove(key);
    else this.inner.write(key, safe);
  }

  remove(key: StorageKey): void {
    this.inner.remove(key);
  }
}
