import type { Result } from '../kernel/Result';
import { err, ok } from '../kernel/Result';
import type { StorageProblem } from './StorageProblem';

/**
 * Writes a value for browser storage (docs/sessions-and-storage.md "Storage keys"): one level of JSON, Date objects as ISO instants (the reverse of
 * `decodeStored`). A value JSON cannot carry (a cycle, a BigInt, a bare function or undefined) is `Unencodable`,
 * never thrown. An invalid Date is written as null, as JSON.stringify does.
 */
export function encodeStored(value: unknown): Result<string, StorageProblem> {
  try {
    const text = JSON.stringify(value);
    return typeof text === 'string' ? ok(text) : err({ kind: 'Unencodable' });
  } catch {
    return err({ kind: 'Unencodable' });
  }
}
