import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { VendorBrowserIds } from '../../../application/ports/VendorBrowserIds';

/**
 * The contract every `VendorBrowserIds` passes (docs/click-ids-and-consent.md "Marketing ids follow consent"): the ids the
 * Meta (`_fbp`) and TikTok (`_ttp`) scripts keep, unaltered; absent, empty or over-long ids left out; never a throw.
 * `setup(cookies)` makes a reader of a browser whose first-party cookies are `cookies` (`name=value; name=value`).
 */
export const describeVendorBrowserIdsContract = (label: string, setup: (cookies: string) => VendorBrowserIds): void => {
  describe(`${label} honours the VendorBrowserIds contract`, () => {
    it('reads both ids as the vendors set them', () => {
      const ids = setup('_ga=GA1.1.1; _fbp=fb.1.1700000000000.123456789; _ttp=AbC-123_xyz').read();
      expect(ids).toEqual({ fbp: 'fb.1.1700000000000.123456789', ttp: 'AbC-123_xyz' });
    });

    it('gives nothing without the cookies, and leaves out an empty id', () => {
      expect(setup('').read()).toEqual({});
      expect(setup('_fbp=; other=1').read()).toEqual({});
    });

    it('leaves out an id longer than 512 characters and keeps one of 512', () => {
      expect(setup(`_fbp=${'a'.repeat(513)}`).read()).toEqual({});
      expect(setup(`_ttp=${'b'.repeat(512)}`).read()).toEqual({ ttp: 'b'.repeat(512) });
    });

    it('does not take a cookie whose name only ends like a vendor one', () => {
      expect(setup('x_fbp=fb.1.1.1; my_ttp=zzz').read()).toEqual({});
    });

    it('never throws and returns only the two keys, for any cookie jar (property)', () => {
      fc.assert(
        fc.property(fc.string(), (jar) => {
          const ids = setup(jar).read();
          expect(Object.keys(ids).every((key) => key === 'fbp' || key === 'ttp')).toBe(true);
          for (const value of Object.values(ids)) expect((value as string).length).toBeGreaterThan(0);
        }),
        { numRuns: 300 },
      );
    });
  });
};
