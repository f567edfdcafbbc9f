import type { KeyValueStorage, StorageKey } from '../../application/ports/KeyValueStorage';

/** The fallback when browser storage is unavailable (docs/sessions-and-storage.md "When storage is unavailable"): remembers nothing, never fails. */
export class NoopKeyValueStorage implements KeyValueStorage {
  read(_key: StorageKey): unknown {
    return undefined;
  }
  write(_key: StorageKey, _value: unknown): void {}
  remove(_key: StorageKey): void {}
}
