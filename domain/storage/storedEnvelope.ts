import * as v from 'valibot';
import type { Result } from '../kernel/Result';
import { err, ok } from '../kernel/Result';
import { decodeStored } from './decodeStored';
import { encodeStored } from './encodeStored';
import type { StorageProblem } from './StorageProblem';

/** The schema version stored values carry (docs/architecture.md house rule 2: "Stored values carry a schema version"). */
export const STORED_VERSION = 1;

const EnvelopeSchema = v.object({ v: v.number(), data: v.unknown() });

/** Encodes `data` inside the versioned envelope `{ v: 1, data }`. */
export function sealStored(data: unknown): Result<string, StorageProblem> {
  return encodeStored({ v: STORED_VERSION, data });
}

export interface OpenOptions {
  /** Turn ISO instants into Date objects before the schema check (default false: schemas here expect strings). */
  readonly reviveDates?: boolean;
  /**
   * Accept a value written before envelopes existed (anything that is not `{ v, data }`) and check it against the
   * schema as it is; for keys written by the older funnel (docs/click-ids-and-consent.md "Google click ids": click-id migration, stored loan application).
   */
  readonly acceptUnversioned?: boolean;
}

/**
 * Reads a stored text written by `sealStored` and validates its data with `schema` (house rule 2: parse at the
 * edges). Never throws: corrupt text, an unknown version or data of the wrong shape come back as a StorageProblem.
 */
export function openStored<TSchema extends v.GenericSchema>(
  text: string,
  schema: TSchema,
  options: OpenOptions = {},
): Result<v.InferOutput<TSchema>, StorageProblem> {
  const decoded = decodeStored(text, { reviveDates: options.reviveDates ?? false });
  if (!decoded.ok) return decoded;
  const envelope = v.safeParse(EnvelopeSchema, decoded.value);
  let data: unknown;
  if (envelope.success) {
    if (envelope.output.v !== STORED_VERSION) return err({ kind: 'UnknownStoredVersion' });
    data = envelope.output.data;
  } else if (options.acceptUnversioned) {
    data = decoded.value;
  } else {
    return err({ kind: 'StoredValueMismatch' });
  }
  const parsed = v.safeParse(schema, data);
  return parsed.success ? ok(parsed.output) : err({ kind: 'StoredValueMismatch' });
}
