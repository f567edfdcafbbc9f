import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Hasher } from '../../../application/ports/Hasher';

/**
 * The contract every `Hasher` passes (SHA-256 hex of UTF-8, docs/click-ids-and-consent.md "Tracking identity"): the fake, the Web
 * Crypto adapter and any integrator's. `setup` makes a fresh hasher.
 */
export const describeHasherContract = (label: string, setup: () => Hasher): void => {
  describe(`${label} honours the Hasher contract (SHA-256 hex of UTF-8)`, () => {
    // Meta's own golden vectors (docs/click-ids-and-consent.md "Tracking identity").
    it.each([
      ['john_smith@gmail.com', /^62a14e44[0-9a-f]{49}aa0f62f$/],
      ['16505551212', /^e323ec62[0-9a-f]{48}07ab3176$/],
    ])('hashes %s to the published digest', async (text, digest) => {
      expect(await setup().sha256Hex(text)).toMatch(digest);
    });

    it('hashes the empty string', async () => {
      expect(await setup().sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    });

    it('encodes as UTF-8 (ñ is two bytes)', async () => {
      expect(await setup().sha256Hex('ñ')).toBe(createHash('sha256').update(Buffer.from([0xc3, 0xb1])).digest('hex'));
    });

    it('gives 64 lowercase hex characters equal to node:crypto for any text (property)', async () => {
      const hasher = setup();
      await fc.assert(
        fc.asyncProperty(fc.string({ unit: 'grapheme' }), async (text) => {
          const digest = await hasher.sha256Hex(text);
          expect(digest).toMatch(/^[0-9a-f]{64}$/);
          expect(digest).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
        }),
        { numRuns: 100 },
      );
    });
  });
};
