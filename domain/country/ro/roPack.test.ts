import fc from 'fast-check';
import { composeIBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import type { Lead } from '../../lead/LeadSchema';
import type { CalendarDate } from '../../validation/CalendarDate';
import type { ValidationErrorKind } from '../../validation/ValidationError';
import { checkAgeFromId, checkIdentityConsistency } from '../checkIdentity';
import { cnpCheckDigit } from './checkCnp';
import { RO_PACK } from './roPack';
import { RO_PROFILE } from './roProfile';

const TODAY: CalendarDate = { y: 2026, m: 11, d: 23 };
const kindOf = (error: { kind: ValidationErrorKind } | null): ValidationErrorKind | null => error?.kind ?? null;
const pad = (value: number, length: number): string => String(value).padStart(length, '0');
const withDigitChanged = (value: string, index: number, shift: number): string =>
  `${value.slice(0, index)}${(Number(value[index]) + shift) % 10}${value.slice(index + 1)}`;

/** Sex digit by century, male first (docs/validation-by-country.md "National ids": 3/4 1800s, 1/2 1900s, 5/6 2000s). */
/** The CNP check digit as docs/validation-by-country.md "National ids" states it, written here so the generator does not trust the code under test. */
function referenceCnpCheckDigit(first12: string): number {
  const remainder = [...'279146358279'].reduce((total, weight, index) => total + Number(weight) * Number(first12[index]), 0) % 11;
  return remainder === 10 ? 1 : remainder;
}

const SEX_DIGITS: Readonly<Record<number, readonly [number, number]>> = { 18: [3, 4], 19: [1, 2], 20: [5, 6] };
const COUNTIES = [...Array.from({ length: 46 }, (_, index) => index + 1), 51, 52];

function cnpOf(date: CalendarDate, female: boolean, county: number, serial: number): string {
  const [male, woman] = SEX_DIGITS[Math.floor(date.y / 100)] ?? [1, 2];
  const first12 = `${female ? woman : male}${pad(date.y % 100, 2)}${pad(date.m, 2)}${pad(date.d, 2)}${pad(county, 2)}${pad(serial, 3)}`;
  return `${first12}${referenceCnpCheckDigit(first12)}`;
}

const birthDates = fc
  .date({ min: new Date('1800-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date): CalendarDate => ({ y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() }));
const cnps = fc.tuple(birthDates, fc.boolean(), fc.constantFrom(...COUNTIES), fc.integer({ min: 1, max: 999 }));

describe('CNP (docs/validation-by-country.md "National ids")', () => {
  it.each<[string, ValidationErrorKind | null]>([
    ['1630615123457', null],
    ['1630615123458', 'InvalidChecksum'],
    ['1630615120031', null], // Σ mod 11 = 10: the check digit is 1
    ['1630615120030', 'InvalidChecksum'],
    ['6000101400014', null],
    ['6000101400017', 'InvalidChecksum'],
    ['1631315123457', 'InvalidIdDate'], // month 13
    ['1630615993457', 'UnknownRegionCode'], // county 99
    ['0630615123457', 'InvalidFormat'], // no sex digit 0
    ['1630615120007', 'InvalidFormat'], // serial 000
    ['163061512345', 'WrongLength'],
  ])('%s → %s', (value, kind) => {
    expect(kindOf(RO_PACK.checkNationalId(value, {}))).toBe(kind);
  });

  it('reads the documented birth date and sex, century from the first digit', () => {
    expect(RO_PACK.identityOf('1630615123457', {})).toEqual({ birthDate: { y: 1963, m: 6, d: 15 }, sex: 'male' });
    expect(RO_PACK.identityOf('6000101400014', {})).toEqual({ birthDate: { y: 2000, m: 1, d: 1 }, sex: 'female' });
    expect(RO_PACK.identityOf(cnpOf({ y: 1899, m: 12, d: 31 }, false, 12, 1), {})).toEqual({ birthDate: { y: 1899, m: 12, d: 31 }, sex: 'male' });
  });

  it('reads no birth date from a resident’s CNP (7/8 carry no century) nor from an invalid one', () => {
    const first12 = '763061512345';
    expect(RO_PACK.checkNationalId(`${first12}${referenceCnpCheckDigit(first12)}`, {})).toBeNull();
    expect(RO_PACK.identityOf(`${first12}${referenceCnpCheckDigit(first12)}`, {})).toBeNull();
    expect(RO_PACK.identityOf('1630615123458', {})).toBeNull();
  });

  it('refuses a minor and accepts an adult', () => {
    const minor = cnpOf({ y: 2015, m: 3, d: 10 }, false, 40, 1);
    expect(RO_PACK.checkNationalId(minor, {})).toBeNull();
    expect(checkAgeFromId(RO_PACK, minor, {}, TODAY)).toEqual({ kind: 'TooYoung', params: { min: 18 } });
    expect(checkAgeFromId(RO_PACK, '1630615123457', {}, TODAY)).toBeNull();
  });

  it('accepts every generated CNP (1800–2099) and round-trips its birth date and sex', () => {
    fc.assert(
      fc.property(cnps, ([date, female, county, serial]) => {
        const cnp = cnpOf(date, female, county, serial);
        expect(RO_PACK.checkNationalId(cnp, {})).toBeNull();
        expect(RO_PACK.identityOf(cnp, {})).toEqual({ birthDate: date, sex: female ? 'female' : 'male' });
      }),
    );
  });

  it('refuses a single-digit change unless the key maps both sums to the same digit (remainders 1 and 10 both give 1)', () => {
    fc.assert(
      fc.property(cnps, fc.integer({ min: 0, max: 12 }), fc.integer({ min: 1, max: 9 }), ([date, female, county, serial], index, shift) => {
        const cnp = cnpOf(date, female, county, serial);
        const changed = withDigitChanged(cnp, index, shift);
        const undetectable = index < 12 && referenceCnpCheckDigit(changed.slice(0, 12)) === Number(cnp[12]);
        if (!undetectable) expect(RO_PACK.checkNationalId(changed, {})).not.toBeNull();
      }),
    );
  });
});

describe('ID card series and number (issue 11 §3)', () => {
  it.each<[string, ValidationErrorKind | null]>([
    ['XV123456', null],
    ['XV12345', 'WrongLength'],
    ['X1123456', 'InvalidFormat'],
  ])('%s → %s', (value, kind) => {
    expect(kindOf(RO_PACK.checkIdCard(value))).toBe(kind);
  });

  it('accepts any two letters and six digits (no published check digit)', () => {
    fc.assert(fc.property(fc.stringMatching(/^[A-Z]{2}\d{6}$/), (card) => {
      expect(RO_PACK.checkIdCard(card)).toBeNull();
    }));
  });
});

describe('bank account: IBAN RO (docs/validation-by-country.md "Bank accounts")', () => {
  it('accepts the worked example and names what is wrong', () => {
    expect(RO_PACK.checkBankAccount('RO49AAAA1B31007593840000', {})).toBeNull();
    expect(RO_PACK.checkBankAccount('RO48AAAA1B31007593840000', {})).toEqual({ kind: 'InvalidChecksum' });
    expect(RO_PACK.checkBankAccount('RO49AAAA1B3100759384000', {})).toEqual({ kind: 'WrongLength', params: { length: 24 } });
    expect(RO_PACK.checkBankAccount('DE89370400440532013000', {})).toEqual({ kind: 'WrongCountry', params: { country: 'RO' } });
  });

  it('accepts every IBAN composed by ibantools and refuses any change of one of its digits (mod 97)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{4}[A-Z0-9]{16}$/), fc.integer({ min: 1, max: 9 }), fc.nat(), (bban, shift, pick) => {
        const iban = composeIBAN({ countryCode: 'RO', bban }) ?? '';
        expect(RO_PACK.checkBankAccount(RO_PACK.normaliseBankAccount(iban.toLowerCase()), {})).toBeNull();
        const digitIndexes = [...iban].flatMap((character, index) => (index >= 2 && /\d/.test(character) ? [index] : []));
        const index = digitIndexes[pick % digitIndexes.length] ?? 2;
        expect(RO_PACK.checkBankAccount(withDigitChanged(iban, index, shift), {})).toEqual({ kind: 'InvalidChecksum' });
      }),
    );
  });
});

describe('postal code, counties, disclosure, currency (docs/validation-by-country.md "Postal codes", "Country facts", docs/disclosure.md "Per country")', () => {
  it('six digits', () => {
    expect(RO_PACK.postalCode.pattern.test('060274')).toBe(true);
    expect(RO_PACK.postalCode.pattern.test('60274')).toBe(false);
    expect(RO_PACK.regions).toHaveLength(42);
  });

  it('DAE in lei', () => {
    expect(RO_PACK.aprDisclosure.shortName).toBe('DAE');
    expect(RO_PACK.aprDisclosure.fullName).toBe('Dobânda anuală efectivă');
    expect(RO_PROFILE.currency).toEqual({ code: 'RON', displayDecimals: 2, singular: 'leu', plural: 'lei' });
  });
});

describe('date of birth against the CNP (issue 11 §4)', () => {
  const lead = (personalCode: string, dateOfBirth: string): Lead => ({ personalDetails: { personalCode, dateOfBirth } }) as Lead;

  it('refuses a different date on both fields and accepts the same one', () => {
    expect(checkIdentityConsistency(lead('1630615123457', '1963-06-16'), RO_PACK).map((error) => [error.path, error.error.kind])).toEqual([
      ['personalDetails.dateOfBirth', 'BirthDateMismatch'],
      ['personalDetails.personalCode', 'BirthDateMismatch'],
    ]);
    expect(checkIdentityConsistency(lead('1630615123457', '2063-06-15'), RO_PACK)).toHaveLength(2);
    expect(checkIdentityConsistency(lead('1630615123457', '1963-06-15'), RO_PACK)).toEqual([]);
  });

  it('every generated CNP agrees with its own birth date and with no other day', () => {
    fc.assert(
      fc.property(cnps, fc.integer({ min: 1, max: 20_000 }), ([date, female, county, serial], days) => {
        const cnp = cnpOf(date, female, county, serial);
        const iso = `${pad(date.y, 4)}-${pad(date.m, 2)}-${pad(date.d, 2)}`;
        expect(checkIdentityConsistency(lead(cnp, iso), RO_PACK)).toEqual([]);
        const other = new Date(Date.UTC(date.y, date.m - 1, date.d + days)).toISOString().slice(0, 10);
        expect(checkIdentityConsistency(lead(cnp, other), RO_PACK)).toHaveLength(2);
      }),
    );
  });
});
