import { validate, version } from 'uuid';
import { describe, expect, it } from 'vitest';
import type { IdGenerator } from '../../../application/ports/IdGenerator';

/** The contract every `IdGenerator` passes (docs/sessions-and-storage.md "Session id": "a new id is generated"): lowercase v4 UUIDs, all distinct. */
export const describeIdGeneratorContract = (label: string, setup: () => IdGenerator): void => {
  describe(`${label} honours the IdGenerator contract`, () => {
    it('gives lowercase canonical version-4 UUIDs, never the same one twice', () => {
      const generator = setup();
      const ids = Array.from({ length: 500 }, () => generator.newId());
      for (const id of ids) {
        expect(validate(id) && version(id) === 4, id).toBe(true);
        expect(id).toBe(id.toLowerCase());
      }
      expect(new Set(ids).size).toBe(ids.length);
    });
  });
};
