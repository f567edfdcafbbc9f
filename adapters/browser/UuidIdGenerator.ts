import { v4 } from 'uuid';
import type { IdGenerator } from '../../application/ports/IdGenerator';

/** RFC 4122 v4 UUIDs from the `uuid` package (which uses `crypto.getRandomValues`, unlike `randomUUID` also outside secure contexts). */
export class UuidIdGenerator implements IdGenerator {
  newId(): string {
    return v4();
  }
}
