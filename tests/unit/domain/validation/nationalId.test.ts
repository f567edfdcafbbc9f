import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Country } from '../../../../domain/brand/BrandConfigSchema';
import { COUNTRIES } from '../../../../domain/brand/BrandConfigSchema';
import { checkCnp } from '../../../../domain/validation/nationalId/checkCnp';
import { checkCurp } from '../../../../domain/validation/nationalId/checkCurp';
import { checkGermanTaxId } from '../../../../domain/validation/nationalId/checkGermanTaxId';
import { checkNationalId } from '../../../../domain/validation/nationalId/checkNationalId';
import { checkPesel } from '../../../../domain/validation/nationalId/checkPesel';
import { checkSpanishNationalId, dniControlLetter } from '../../../../domain/validation/nationalId/checkSpanishNationalId';
import { normaliseIdentifier } from '../../../../domain/validation/normaliseIdentifier';
import type { ValidationErrorKind } from '../../../../domain/validation/ValidationError';

type Row = [string, ValidationErrorKind | null];

describe('checkSpanishNationalId: DNI/NIE (country-rules.md §1.1)', () => {
  it.each<Row>([
    ['12345678Z', null],
    ['12345678A', 'InvalidChecksum'],
    ['54362315K', null],
    ['X2482300W', null],
    ['Y1234567X', null],
    ['Y1234567Z', 'InvalidChecksum'],
    ['Z1234567R', null], // 21234567 % 23 = 1 → R
    ['1234567Z', 'InvalidFormat'],
    ['123456789', 'InvalidFormat'],
    ['W1234567X', 'InvalidFormat'],
    ['12345678z', 'InvalidFormat'], // expects the normalised (upper-case) form
  ])('%s → %s', (value, kind) => {
    expect(checkSpanishNationalId(value)?.kind ?? null).toBe(kind);
  });

  it.each(['T', 'R', 'W', 'A', 'G', 'M', 'Y', 'F', 'P', 'D', 'X', 'B', 'N', 'J', 'Z', 'S', 'Q', 'V', 'H', 'L', 'C', 'K', 'E'].map((letter, r) => [r, letter]))(
    'remainder %i → %s',
    (remainder, letter) => {
      expect(dniControlLetter(String(remainder).padStart(8, '0'))).toBe(letter);
    },
  );

  it('accepts every DNI whose letter is computed, with spaces/dashes/lower case once normalised', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (number) => {
        const digits = String(number).padStart(8, '0');
        const letter = dniControlLetter(digits);
        expect(checkSpanishNationalId(`${digits}${letter}`)).toBeNull();
        expect(checkNationalId(normaliseIdentifier(`${digits.slice(0, 4)} ${digits.slice(4)}-${letter.toLowerCase()}`), 'ES')).toBeNull();
      }),
    );
  });
});

describe('other countries (country-rules.md §2.1, §3.1, §4.1, §5.1, §6.1, §7.1, §8.1)', () => {
  it.each<Row>([
    ['44051401359', null],
    ['44051401358', 'InvalidChecksum'],
    ['02381307589', 'InvalidDate'],
    ['02220703523', null],
    ['02220703526', 'InvalidChecksum'],
    ['4405140135', 'InvalidFormat'],
  ])('PESEL %s → %s', (value, kind) => {
    expect(checkPesel(value)?.kind ?? null).toBe(kind);
  });

  it.each<Row>([
    ['1630615123457', null],
    ['1630615123458', 'InvalidChecksum'],
    ['6000101400014', null],
    ['6000101400017', 'InvalidChecksum'],
    ['1631315123457', 'InvalidDate'],
    ['1630615993457', 'InvalidFormat'], // county 99
    ['0630615123457', 'InvalidFormat'],
  ])('CNP %s → %s', (value, kind) => {
    expect(checkCnp(value)?.kind ?? null).toBe(kind);
  });

  it.each<Row>([
    ['BOXW310820HNERXN09', null],
    ['BOXW310820HNERXN08', 'InvalidChecksum'],
    ['HEGG560427MVZRRL04', null],
    ['BOXW311320HNERXN09', 'InvalidDate'],
    ['BOXW310820HXXRXN09', 'InvalidFormat'], // unknown state
    ['BOXW310820HNE', 'InvalidFormat'],
  ])('CURP %s → %s', (value, kind) => {
    expect(checkCurp(value)?.kind ?? null).toBe(kind);
  });

  it.each<Row>([
    ['36574261809', null],
    ['36574261890', 'InvalidChecksum'],
    ['06574261809', 'InvalidFormat'],
    ['12345678901', 'InvalidFormat'], // no repeated digit in the first ten
  ])('Steuer-IdNr %s → %s', (value, kind) => {
    expect(checkGermanTaxId(value)?.kind ?? null).toBe(kind);
  });

  it.each<[Country, string, ValidationErrorKind | null]>([
    ['CO', '1020304050', null],
    ['CO', '123456', null],
    ['CO', '12345', 'InvalidFormat'],
    ['CO', '12345678901', 'InvalidFormat'],
    ['VN', '001099012345', null],
    ['VN', '12345678901', 'InvalidFormat'],
    ['PH', '1234567890123456', null],
    ['PH', '123456789012', 'InvalidFormat'], // a PSN: never collected
    ['ES', '1'.repeat(33), 'TooLong'],
  ])('checkNationalId %s %s → %s', (country, value, kind) => {
    expect(checkNationalId(value, country)?.kind ?? null).toBe(kind);
  });

  it('normalises the Colombian display form', () => {
    expect(checkNationalId(normaliseIdentifier('1.020.304.050'), 'CO')).toBeNull();
  });
});

describe('normaliseIdentifier and checkNationalId properties', () => {
  it('normalising is idempotent and leaves no separator or lower case', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (value) => {
        const once = normaliseIdentifier(value);
        expect(normaliseIdentifier(once)).toBe(once);
        expect(once).not.toMatch(/[\s.-]/);
      }),
    );
  });

  it('never throws for any country and answers 10,000 characters in < 50 ms', () => {
    fc.assert(fc.property(fc.string({ maxLength: 40 }), fc.constantFrom(...COUNTRIES), (value, country) => {
      expect(() => checkNationalId(normaliseIdentifier(value), country)).not.toThrow();
    }));
    fc.assert(fc.property(fc.stringMatching(/^[0-9A-Z]{8,18}$/), fc.constantFrom(...COUNTRIES), (value, country) => {
      expect(() => checkNationalId(value, country)).not.toThrow();
    }));
    const started = performance.now();
    for (const country of COUNTRIES) checkNationalId(normaliseIdentifier('1-'.repeat(5_000)), country);
    expect(performance.now() - started).toBeLessThan(50);
  });
});
