/** Why a stored value could not be read or written (house rule 1: expected failures are values). */
export interface StorageProblem {
  readonly kind:
    /** Not JSON at all. */
    | 'CorruptStoredValue'
    /** JSON wrapped in JSON more than 10 times (docs/sessions-and-storage.md "Storage keys"). */
    | 'TooDeeplyNested'
    /** A versioned envelope of a version this build does not know. */
    | 'UnknownStoredVersion'
    /** Well-formed, but not the shape its schema expects. */
    | 'StoredValueMismatch'
    /** A value JSON cannot carry (cycle, BigInt, function, undefined). */
    | 'Unencodable';
}
