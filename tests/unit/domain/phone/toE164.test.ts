import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Country } from '../../../../domain/brand/BrandConfigSchema';
import { COUNTRIES } from '../../../../domain/country/countryRegistry';
import { toE164 } from '../../../../domain/phone/toE164';

describe('toE164 (docs/click-ids-and-consent.md "Tracking identity", docs/validation-by-country.md "Phone numbers")', () => {
  it.each<[string, Country, string | null]>([
    ['612345678', 'ES', '+34612345678'],
    ['+34 612-34-56-78', 'ES', '+34612345678'],
    ['0034 612345678', 'ES', '+34612345678'],
    ['015123456789', 'DE', '+4915123456789'],
    ['0912 345 678', 'VN', '+84912345678'],
    ['09051234567', 'PH', '+639051234567'],
    ['612345678 ext. 12', 'ES', '+34612345678'],
    ['61234567', 'ES', null],
    ['not a phone', 'ES', null],
    ['+49 15123456789', 'ES', null],
  ])('%s in %s → %s', (input, country, expected) => {
    expect(toE164(input, country)).toBe(expected);
  });

  it('is idempotent: an E.164 result maps to itself', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.constantFrom(...COUNTRIES), (input, country) => {
        const once = toE164(input, country);
        if (once !== null) expect(toE164(once, country)).toBe(once);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^6\d{8}$/), (input) => {
        const once = toE164(input, 'ES');
        expect(once).toBe(`+34${input}`);
        expect(toE164(once ?? '', 'ES')).toBe(once);
      }),
    );
  });

  it('never throws on arbitrary input', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), fc.constantFrom(...COUNTRIES), (input, country) => {
      const result = toE164(input, country);
      expect(result === null || /^\+\d{3,20}$/.test(result)).toBe(true);
    }));
  });
});
