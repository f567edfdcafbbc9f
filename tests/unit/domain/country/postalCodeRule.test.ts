import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Country } from '../../../../domain/brand/BrandConfigSchema';
import { COUNTRIES, requireCountryProfile } from '../../../../domain/country/countryRegistry';
import { checkPostalCode, normalisePostalCode, type PostalCodeRule } from '../../../../domain/country/postalCodeRule';

/** The country's rule, as its profile (and its pack) holds it. */
const rule = (country: Country): PostalCodeRule => requireCountryProfile(country).postalCode;
import { provinceForPostalCode, SPANISH_PROVINCES } from '../../../../domain/country/es/spanishProvinces';
import type { ValidationErrorKind } from '../../../../domain/validation/ValidationError';
import { HOSTILE_INPUT_MS } from '../../../support/hostileInputTime';

describe('each country\'s postal-code rule', () => {
  it.each<[Country, string, ValidationErrorKind | null]>([
    ['ES', '28039', null],
    ['ES', '08006', null],
    ['ES', '01001', null], // lowest province prefix
    ['ES', '52001', null], // highest: Melilla
    ['ES', '00123', 'UnknownProvince'],
    ['ES', '53000', 'UnknownProvince'],
    ['ES', '99999', 'UnknownProvince'],
    ['ES', '2803', 'InvalidFormat'],
    ['ES', '280391', 'InvalidFormat'],
    ['ES', '28O39', 'InvalidFormat'],
    ['MX', '06600', null],
    ['MX', '17000', 'UnknownProvince'],
    ['MX', '00100', 'UnknownProvince'],
    ['PL', '01-224', null],
    ['PL', '01224', 'InvalidFormat'], // the stored form has the dash (normalisePostalCode adds it)
    ['CO', '111221', null],
    ['CO', '760011', null],
    ['CO', '120000', 'UnknownProvince'],
    ['RO', '060274', null],
    ['RO', '60274', 'InvalidFormat'],
    ['DE', '01067', null],
    ['DE', '00999', 'UnknownProvince'],
    ['VN', '70010', null],
    ['VN', '700100', 'InvalidFormat'], // 6-digit codes ended in 2018
    ['PH', '1000', null],
    ['PH', '10000', 'InvalidFormat'],
  ])('%s %s → %s', (country, value, kind) => {
    expect(checkPostalCode(value, rule(country))?.kind ?? null).toBe(kind);
  });

  it('caps the length at 16 characters', () => {
    expect(checkPostalCode('1'.repeat(17), rule('ES'))).toEqual({ kind: 'TooLong', params: { max: 16 } });
  });

  it.each(SPANISH_PROVINCES)('prefix $prefix is $name ($key)', (province) => {
    expect(checkPostalCode(`${province.prefix}001`, rule('ES'))).toBeNull();
    expect(provinceForPostalCode(`${province.prefix}001`)).toBe(province);
  });

  it('knows exactly the 52 provinces 01–52 and none outside', () => {
    expect(SPANISH_PROVINCES.map((province) => Number(province.prefix))).toEqual(Array.from({ length: 52 }, (_, i) => i + 1));
    expect(provinceForPostalCode('00123')).toBeNull();
    expect(provinceForPostalCode('53000')).toBeNull();
    expect(provinceForPostalCode('28039')?.name).toBe('Madrid');
    expect(provinceForPostalCode('2803')).toBeNull();
  });

  it('normalises: no spaces, Polish dash restored, idempotent', () => {
    expect(normalisePostalCode(' 28 039 ', rule('ES'))).toBe('28039');
    expect(normalisePostalCode('01224', rule('PL'))).toBe('01-224');
    expect(normalisePostalCode('01224', rule('ES'))).toBe('01224');
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.constantFrom(...COUNTRIES), (value, country) => {
        const once = normalisePostalCode(value, rule(country));
        expect(normalisePostalCode(once, rule(country))).toBe(once);
      }),
    );
  });

  it('never throws and answers 10,000 characters without super-linear work (< 250 ms)', () => {
    fc.assert(fc.property(fc.string({ maxLength: 40 }), fc.constantFrom(...COUNTRIES), (value, country) => {
      expect(() => checkPostalCode(value, rule(country))).not.toThrow();
    }));
    const started = performance.now();
    for (const country of COUNTRIES) checkPostalCode(normalisePostalCode('1'.repeat(10_000), rule(country)), rule(country));
    expect(performance.now() - started).toBeLessThan(HOSTILE_INPUT_MS);
  });
});
