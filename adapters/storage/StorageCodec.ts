import type { ReadOptions } from '../../application/ports/KeyValueStorage';
import type { StorageProblem } from '../../domain/storage/StorageProblem';
import type { Result } from '../../domain/kernel/Result';

/** Turns stored values into text and back (the encoding of docs/sessions-and-storage.md "Storage keys"). */
export interface StorageCodec {
  /** The text to store for `value`, or `Unencodable` (cycle, BigInt, undefined). */
  encode(value: unknown): Result<string, StorageProblem>;
  /** The value for stored `text`, or why it cannot be read (corrupt, too deeply nested). */
  decode(text: string, options?: ReadOptions): Result<unknown, StorageProblem>;
}
