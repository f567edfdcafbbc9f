import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../../../domain/country/countryRegistry';
import { formatAsYouType } from '../../../../domain/phone/formatAsYouType';
import { HOSTILE_INPUT_MS } from '../../../support/hostileInputTime';

describe('formatAsYouType (docs/validation-by-country.md "Phone numbers": phone input)', () => {
  it.each([
    ['612345678', 'ES', '612 34 56 78'],
    ['+34612345678', 'ES', '+34 612 34 56 78'],
    ['0912345678', 'VN', '0912 345 678'],
  ] as const)('%s in %s → %s', (input, country, expected) => {
    expect(formatAsYouType(input, country)).toBe(expected);
  });

  it('never throws and keeps the digits it was given', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\+?\d{0,15}$/), fc.constantFrom(...COUNTRIES), (input, country) => {
        expect(formatAsYouType(input, country).replace(/\D/g, '')).toBe(input.replace(/\D/g, ''));
      }),
    );
    fc.assert(fc.property(fc.string({ maxLength: 300 }), fc.constantFrom(...COUNTRIES), (input, country) => {
      expect(typeof formatAsYouType(input, country)).toBe('string');
    }));
  });

  it('returns an over-long input unchanged, fast', () => {
    const input = '6'.repeat(10_000);
    const started = performance.now();
    expect(formatAsYouType(input, 'ES')).toBe(input);
    expect(performance.now() - started).toBeLessThan(HOSTILE_INPUT_MS);
  });
});
