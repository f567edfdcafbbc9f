/** Identifiers enter the core only through this port (docs/architecture.md: no `uuid` in domain/application). */
export interface IdGenerator {
  /** A new random RFC 4122 version-4 UUID in lowercase canonical form (docs/sessions-and-storage.md "Session id": "a new id is generated"). */
  newId(): string;
}
