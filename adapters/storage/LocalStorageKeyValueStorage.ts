import type { KeyValueStorage, ReadOptions, StorageKey } from '../../application/ports/KeyValueStorage';
import type { Logger } from '../../application/ports/Logger';
import type { StorageCodec } from './StorageCodec';
import type { WebStorage } from './WebStorage';
import { jsonStorageCodec } from './jsonStorageCodec';

/** Texts logged on failure (docs/sessions-and-storage.md "When storage is unavailable": "Storage read/write failures go to the console or the session recorder"). */
export const STORAGE_READ_FAILED = 'Failed to read from storage';
export const STORAGE_WRITE_FAILED = 'Failed to write to storage';
export const STORAGE_REMOVE_FAILED = 'Failed to remove from storage';

const describeError = (error: unknown): string => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/**
 * `KeyValueStorage` over `window.localStorage` (docs/sessions-and-storage.md "Storage keys"). Keys are stored under their spec names unprefixed, so
 * sessions started by the previous front end are read. Every failure — quota exceeded, security error, corrupt
 * text — is logged and answered as "absent"; nothing throws.
 */
export class LocalStorageKeyValueStorage implements KeyValueStorage {
  constructor(
    private readonly storage: WebStorage,
    private readonly logger: Logger,
    private readonly codec: StorageCodec = jsonStorageCodec,
  ) {}

  read(key: StorageKey, options?: ReadOptions): unknown {
    let text: string | null;
    try {
      text = this.storage.getItem(key);
    } catch (error) {
      this.logger.error(STORAGE_READ_FAILED, { key, error: describeError(error) });
      return undefined;
    }
    if (text === null) return undefined;
    const decoded = this.codec.decode(text, options);
    if (decoded.ok) return decoded.value;
    this.logger.warn(STORAGE_READ_FAILED, { key, error: decoded.error.kind });
    return undefined;
  }

  write(key: StorageKey, value: unknown): void {
    if (value === undefined) {
      this.remove(key);
      return;
    }
    const encoded = this.codec.encode(value);
    if (!encoded.ok) {
      // Like a quota error: the earlier value stays.
      this.logger.error(STORAGE_WRITE_FAILED, { key, error: encoded.error.kind });
      return;
    }
    try {
      this.storage.setItem(key, encoded.value);
    } catch (error) {
      this.logger.error(STORAGE_WRITE_FAILED, { key, error: describeError(error) });
    }
  }

  remove(key: StorageKey): void {
    try {
      this.storage.removeItem(key);
    } catch (error) {
      this.logger.error(STORAGE_REMOVE_FAILED, { key, error: describeError(error) });
    }
  }
}
