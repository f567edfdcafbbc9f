import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Country } from '../../../../domain/brand/BrandConfigSchema';
import { COUNTRIES } from '../../../../domain/country/countryRegistry';
import { checkPhone } from '../../../../domain/phone/checkPhone';
import { PHONE_LIMITS } from '../../../../domain/phone/phoneLimits';
import type { ValidationErrorKind } from '../../../../domain/validation/ValidationError';
import { HOSTILE_INPUT_MS } from '../../../support/hostileInputTime';

// One valid mobile per brand country (docs/validation-by-country.md "Phone numbers", docs/validation-by-country.md "Country facts": examples).
const MOBILES: readonly (readonly [Country, string])[] = [
  ['ES', '612345678'],
  ['ES', '+34 612 34 56 78'],
  ['DE', '+49 15123456789'],
  ['PL', '+48 512345678'],
  ['RO', '+40 712345678'],
  ['MX', '+52 5512345678'],
  ['CO', '+57 3211234567'],
  ['VN', '+84 912345678'],
  ['PH', '+63 9051234567'],
];

describe('checkPhone (docs/validation-by-country.md "Phone numbers")', () => {
  it.each(MOBILES)('%s %s is a valid mobile', (country, input) => {
    expect(checkPhone(input, country)).toBeNull();
    expect(checkPhone(input, country, { mobileOnly: true })).toBeNull();
  });

  it('accepts a Spanish fixed line unless a mobile is required (docs/validation-by-country.md "Phone numbers")', () => {
    expect(checkPhone('912345678', 'ES')).toBeNull();
    expect(checkPhone('912345678', 'ES', { mobileOnly: true })).toEqual({ kind: 'PhoneNotMobile' });
  });

  it.each([
    ['71', '712345678', true],
    ['74', '742345678', true],
    ['78', '782345678', true],
    ['70', '702345678', false],
    ['75', '752345678', false],
    ['79', '792345678', false],
  ])('Spanish %sx mobile range: %s mobile=%s (docs/validation-by-country.md "Phone numbers")', (_prefix, input, mobile) => {
    expect(checkPhone(input, 'ES', { mobileOnly: true }) === null).toBe(mobile);
  });

  it.each<[string, string, Country, ValidationErrorKind]>([
    ['letters only', 'abc', 'ES', 'PhoneNotANumber'],
    ['empty', '', 'ES', 'PhoneNotANumber'],
    ['text around a number', 'call 612345678', 'ES', 'PhoneNotANumber'],
    ['one digit', '1', 'ES', 'PhoneTooShort'],
    ['8 digits in ES', '61234567', 'ES', 'PhoneTooShort'],
    ['10 digits in ES', '6123456789', 'ES', 'PhoneTooLong'],
    ['21 digits', '612345678901234567890', 'ES', 'PhoneTooLong'],
    ['unknown calling code', '+999 123456', 'ES', 'PhoneInvalidCountry'],
    ['German number in a Spanish brand', '+49 15123456789', 'ES', 'PhoneInvalidCountry'],
    ['calling code of a country outside the brands', '+33 612345678', 'ES', 'PhoneInvalidCountry'],
    ['9 digits in MX (10 needed)', '551234567', 'MX', 'PhoneTooShort'],
    ['ES number of a non-existent range', '312345678', 'ES', 'PhoneNotValid'],
  ])('%s → %s', (_label, input, country, kind) => {
    expect(checkPhone(input, country)?.kind).toBe(kind);
  });

  it('accepts an extension of up to 20 digits, not 21 (docs/validation-by-country.md "Phone numbers")', () => {
    expect(checkPhone('612345678 ext. 123', 'ES')).toBeNull();
    expect(checkPhone(`612345678 ext. ${'1'.repeat(PHONE_LIMITS.maxExtensionDigits)}`, 'ES')).toBeNull();
    expect(checkPhone(`612345678 ext. ${'1'.repeat(PHONE_LIMITS.maxExtensionDigits + 1)}`, 'ES')).toEqual({ kind: 'PhoneNotANumber' });
  });

  it('reads a calling code of at most 3 digits: a 4-digit one is not a country (docs/validation-by-country.md "Phone numbers")', () => {
    expect(checkPhone('+1234 567890', 'ES')).toEqual({ kind: 'PhoneInvalidCountry', params: { country: 'ES' } });
  });

  it('refuses national parts under 2 or over 17 digits as too short / too long (docs/validation-by-country.md "Phone numbers")', () => {
    expect(checkPhone('+34 6', 'ES')).toEqual({ kind: 'PhoneTooShort' });
    expect(checkPhone(`+34 ${'6'.repeat(PHONE_LIMITS.maxNationalDigits + 1)}`, 'ES')).toEqual({ kind: 'PhoneTooLong' });
  });

  it('limits the input to 250 characters (a 251-character input is refused before parsing)', () => {
    const padded = (length: number) => `612345678${' '.repeat(length - 9)}`;
    expect(checkPhone(padded(PHONE_LIMITS.maxInputLength), 'ES')).toBeNull();
    expect(checkPhone(padded(PHONE_LIMITS.maxInputLength + 1), 'ES')).toEqual({ kind: 'TooLong', params: { max: 250 } });
  });

  it('pins the limits (docs/validation-by-country.md "Phone numbers")', () => {
    expect(PHONE_LIMITS).toEqual({
      maxInputLength: 250,
      maxCallingCodeDigits: 3,
      minNationalDigits: 2,
      maxNationalDigits: 17,
      maxExtensionDigits: 20,
    });
  });

  it('never throws and answers any string without super-linear work (< 250 ms)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.constantFrom(...COUNTRIES), fc.boolean(), (input, country, mobileOnly) => {
        const result = checkPhone(input, country, { mobileOnly });
        expect(result === null || typeof result.kind === 'string').toBe(true);
      }),
    );
  });

  it('answers a 10,000-character input without super-linear work (< 250 ms)', () => {
    for (const input of ['6'.repeat(10_000), '+'.repeat(10_000), `+34 ${'1-'.repeat(4_998)}`]) {
      const started = performance.now();
      checkPhone(input, 'ES');
      expect(performance.now() - started).toBeLessThan(HOSTILE_INPUT_MS);
    }
  });
});
