import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventUuid } from '../../../../domain/tracking/eventUuid';

const UUID_V8 = /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const hex64 = fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 64, maxLength: 64 });

describe('eventUuid (the id of a lead event, from a SHA-256 digest)', () => {
  it('is a version-8 RFC 9562 UUID, the same for the same digest, carrying its first 122 bits', () => {
    fc.assert(fc.property(hex64, (hex) => {
      const uuid = eventUuid(hex);
      expect(uuid).toMatch(UUID_V8);
      expect(eventUuid(hex.toUpperCase())).toBe(uuid);
      const bare = uuid.replace(/-/g, '');
      expect(bare.slice(0, 12)).toBe(hex.slice(0, 12));
      expect(bare.slice(13, 16)).toBe(hex.slice(13, 16));
      expect(bare.slice(17, 32)).toBe(hex.slice(17, 32));
    }));
  });

  it('different digests give different ids', () => {
    expect(eventUuid('a'.repeat(64))).not.toBe(eventUuid(`b${'a'.repeat(63)}`));
  });
});
