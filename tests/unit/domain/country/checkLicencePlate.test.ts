import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requireCountryPack } from '../../../../domain/country/countryPacks';
import { SPANISH_PLATE_PATTERNS } from '../../../../domain/country/es/checkSpanishLicencePlate';

/** The plate rule of the country's pack (the vehicle product is Spanish; others accept any plain plate). */
const checkLicencePlate = (value: string, country: 'ES' | 'PL') => requireCountryPack(country).checkLicencePlate(value);
import { normaliseLicencePlate } from '../../../../domain/validation/normaliseLicencePlate';
import { HOSTILE_INPUT_MS } from '../../../support/hostileInputTime';

describe('checkLicencePlate (docs/validation-by-country.md "Licence plates")', () => {
  it.each([
    ['1234 BCD', true],
    ['0681VBH', true],
    ['0000-ZZZ', true],
    ['1234 BAE', false], // vowels
    ['1234 BQÑ', false], // Q and Ñ
    ['1234 BCQ', false],
    ['123 BCD', false],
    ['12345 BCD', false],
    ['M-1234-AB', true], // provincial 1971–2000
    ['GI 1234 A', true],
    ['GE-1234-BC', true], // historical Girona code
    ['PM 1234 AB', true],
    ['M-960985', true], // provincial numeric, before 1971
    ['B-1', true],
    ['XX-1234-AB', false], // no such province
    ['M-1234-ABC', false],
    ['M-1234567', false],
    ['E 1234 BCD', false], // special vehicle plate: refused on purpose
    ['H 1234 BCD', false], // historic plate: refused
    ['R 1234 BCD', false], // trailer: refused
    ['CD 1234 AB1', false],
  ])('%s → valid %s', (value, valid) => {
    expect(checkLicencePlate(normaliseLicencePlate(value), 'ES')).toEqual(valid ? null : { kind: 'InvalidFormat' });
  });

  it('accepts only the 20 counter letters in the current format', () => {
    const allowed = 'BCDFGHJKLMNPRSTVWXYZ';
    for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZÑ') {
      expect(SPANISH_PLATE_PATTERNS.current.test(`1234${letter}${letter}${letter}`)).toBe(allowed.includes(letter));
    }
  });

  it('accepts 2–10 letters/digits for other countries', () => {
    expect(checkLicencePlate('WX12345', 'PL')).toBeNull();
    expect(checkLicencePlate('A', 'PL')).toEqual({ kind: 'InvalidFormat' });
  });

  it('normalising is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (value) => {
        const once = normaliseLicencePlate(value);
        expect(normaliseLicencePlate(once)).toBe(once);
      }),
    );
  });

  it('never throws; patterns answer 10,000 characters without super-linear work (< 250 ms)', () => {
    fc.assert(fc.property(fc.string({ maxLength: 30 }), (value) => {
      expect(() => checkLicencePlate(normaliseLicencePlate(value), 'ES')).not.toThrow();
    }));
    for (const input of ['M'.repeat(10_000), `M${'1'.repeat(10_000)}`, `${'1'.repeat(9_999)}B`]) {
      const started = performance.now();
      for (const pattern of Object.values(SPANISH_PLATE_PATTERNS)) pattern.test(input);
      checkLicencePlate(input, 'ES');
      expect(performance.now() - started).toBeLessThan(HOSTILE_INPUT_MS);
    }
  });
});
