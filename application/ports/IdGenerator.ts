/** Identifiers enter the core only through this port (architecture.md: no `uuid` in domain/application). */
export interface IdGenerator {
  /** A new random RFC 4122 version-4 UUID in lowercase canonical form (spec §4 "a new id is generated"). */
  newId(): string;
}
