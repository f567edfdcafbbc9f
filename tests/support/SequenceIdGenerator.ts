import type { IdGenerator } from '../../application/ports/IdGenerator';

/** Deterministic v4-shaped UUIDs: `00000000-0000-4000-8000-000000000001`, `…0002`, … */
export class SequenceIdGenerator implements IdGenerator {
  private counter = 0;
  readonly issued: string[] = [];

  newId(): string {
    this.counter += 1;
    const id = `00000000-0000-4000-8000-${this.counter.toString(16).padStart(12, '0')}`;
    this.issued.push(id);
    return id;
  }
}
