import { decodeStored } from '../../domain/storage/decodeStored';
import { encodeStored } from '../../domain/storage/encodeStored';
import type { StorageCodec } from './StorageCodec';

/**
 * The domain's storage encoding (domain/storage): JSON, nested JSON unwrapped up to 10 levels, ISO instants revived
 * as `Date` unless the reader opts out (docs/sessions-and-storage.md "Encoding and versions").
 */
export const jsonStorageCodec: StorageCodec = {
  encode: (value) => encodeStored(value),
  decode: (text, options) => decodeStored(text, { reviveDates: options?.reviveDates ?? true }),
};
