import fc from 'fast-check';
import { composeIBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import type { Lead } from '../../lead/LeadSchema';
import type { CalendarDate } from '../../validation/CalendarDate';
import type { ValidationErrorKind } from '../../validation/ValidationError';
import { checkAgeFromId, checkIdentityConsistency } from '../checkIdentity';
import { peselCheckDigit } from './checkPesel';
import { PL_PACK } from './plPack';
import { PL_PROFILE } from './plProfile';

const TODAY: CalendarDate = { y: 2026, m: 11, d: 23 };
const kindOf = (error: { kind: ValidationErrorKind } | null): ValidationErrorKind | null => error?.kind ?? null;
const pad = (value: number, length: number): string => String(value).padStart(length, '0');
/** `value` with the digit at `index` replaced by another digit (`shift` 1–9 steps further, mod 10). */
const withDigitChanged = (value: string, index: number, shift: number): string =>
  `${value.slice(0, index)}${(Number(value[index]) + shift) % 10}${value.slice(index + 1)}`;

/** The PESEL check digit as docs/validation-by-country.md "National ids" states it (independent of the code under test). */
const referencePeselCheckDigit = (first10: string): number =>
  (10 - ([...first10].reduce((total, digit, index) => total + Number(digit) * ([1, 3, 7, 9][index % 4] ?? 0), 0) % 10)) % 10;

/** The PESEL of a birth date (the month carries the century, docs/validation-by-country.md "National ids"), serial and sex digit, with its check digit. */
function peselOf(date: CalendarDate, serial: number, sexDigit: number): string {
  const monthOffset = { 18: 80, 19: 0, 20: 20, 21: 40, 22: 60 }[Math.floor(date.y / 100)] ?? 0;
  const first10 = `${pad(date.y % 100, 2)}${pad(date.m + monthOffset, 2)}${pad(date.d, 2)}${pad(serial, 3)}${sexDigit}`;
  return `${first10}${referencePeselCheckDigit(first10)}`;
}

const birthDates = fc
  .date({ min: new Date('1800-01-01T00:00:00Z'), max: new Date('2299-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date): CalendarDate => ({ y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() }));

describe('PESEL (docs/validation-by-country.md "National ids")', () => {
  it.each<[string, ValidationErrorKind | null]>([
    ['44051401359', null],
    ['44051401358', 'InvalidChecksum'],
    ['02381307589', 'InvalidIdDate'], // month 38: 2000s, month 18 does not exist
    ['02220703523', null],
    ['02220703526', 'InvalidChecksum'],
    ['4405140135', 'WrongLength'],
    ['4405140135X', 'InvalidFormat'],
  ])('%s → %s', (value, kind) => {
    expect(kindOf(PL_PACK.checkNationalId(value, {}))).toBe(kind);
  });

  it('the exported check digit is the documented one', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), (first10) => {
        expect(peselCheckDigit(first10)).toBe(referencePeselCheckDigit(first10));
      }),
    );
  });

  it('says which length it expects', () => {
    expect(PL_PACK.checkNationalId('440514013', {})).toEqual({ kind: 'WrongLength', params: { length: 11 } });
  });

  it('reads the documented birth date and sex, 2000s months included', () => {
    expect(PL_PACK.identityOf('44051401359', {})).toEqual({ birthDate: { y: 1944, m: 5, d: 14 }, sex: 'male' });
    expect(PL_PACK.identityOf('02220703523', {})).toEqual({ birthDate: { y: 2002, m: 2, d: 7 }, sex: 'female' });
    expect(PL_PACK.identityOf('15231012342', {})).toEqual({ birthDate: { y: 2015, m: 3, d: 10 }, sex: 'female' });
  });

  it('gives no identity for an invalid PESEL', () => {
    expect(PL_PACK.identityOf('44051401358', {})).toBeNull();
    expect(PL_PACK.identityOf('02381307589', {})).toBeNull();
  });

  it('refuses a minor (issue 11 §4: the child born in 2015 from the issue) and accepts an adult', () => {
    expect(checkAgeFromId(PL_PACK, '15231012342', {}, TODAY)).toEqual({ kind: 'TooYoung', params: { min: 18 } });
    expect(checkAgeFromId(PL_PACK, '44051401359', {}, TODAY)).toBeNull();
    // 18 on the very day: 2008-11-23.
    expect(checkAgeFromId(PL_PACK, peselOf({ y: 2008, m: 11, d: 23 }, 123, 4), {}, TODAY)).toBeNull();
    expect(checkAgeFromId(PL_PACK, peselOf({ y: 2008, m: 11, d: 24 }, 123, 4), {}, TODAY)).toEqual({ kind: 'TooYoung', params: { min: 18 } });
  });

  it('accepts every generated PESEL (1800–2299) and round-trips its birth date and sex', () => {
    fc.assert(
      fc.property(birthDates, fc.integer({ min: 0, max: 999 }), fc.integer({ min: 0, max: 9 }), (date, serial, sexDigit) => {
        const pesel = peselOf(date, serial, sexDigit);
        expect(PL_PACK.checkNationalId(pesel, {})).toBeNull();
        expect(PL_PACK.identityOf(pesel, {})).toEqual({ birthDate: date, sex: sexDigit % 2 === 1 ? 'male' : 'female' });
      }),
    );
  });

  it('refuses every single-digit change (weights 1,3,7,9 are prime to 10)', () => {
    fc.assert(
      fc.property(birthDates, fc.integer({ min: 0, max: 999 }), fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 9 }), (date, serial, index, shift) => {
        const changed = withDigitChanged(peselOf(date, serial, 1), index, shift);
        expect(PL_PACK.checkNationalId(changed, {})).not.toBeNull();
        expect(PL_PACK.identityOf(changed, {})).toBeNull();
      }),
    );
  });
});

describe('ID card, dowód osobisty (docs/validation-by-country.md "Tax ids and id cards")', () => {
  it.each<[string, ValidationErrorKind | null]>([
    ['ABA300000', null],
    ['ABS123456', null],
    ['ABS523456', 'InvalidChecksum'],
    ['ABS12345', 'WrongLength'],
    ['AB1123456', 'InvalidFormat'],
  ])('%s → %s', (value, kind) => {
    expect(kindOf(PL_PACK.checkIdCard(value))).toBe(kind);
  });

  const letters = fc.stringMatching(/^[A-Z]{3}$/);
  const idCardOf = (series: string, tail: number): string => {
    const body = `${series}0${pad(tail, 5)}`;
    // The check digit sits at index 3 with weight 9 ≡ −1 (mod 10): it equals the sum of the others mod 10 (docs/validation-by-country.md "Tax ids and id cards", A=10 … Z=35).
    const sum = [...body].reduce((total, character, index) => total + ([7, 3, 1, 9, 7, 3, 1, 7, 3][index] ?? 0) * parseInt(character, 36), 0);
    return `${series}${sum % 10}${pad(tail, 5)}`;
  };

  it('accepts every generated number and refuses any change of one of its digits', () => {
    fc.assert(
      fc.property(letters, fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 3, max: 8 }), fc.integer({ min: 1, max: 9 }), (series, tail, index, shift) => {
        const card = idCardOf(series, tail);
        expect(PL_PACK.checkIdCard(card)).toBeNull();
        expect(PL_PACK.checkIdCard(withDigitChanged(card, index, shift))).toEqual({ kind: 'InvalidChecksum' });
      }),
    );
  });
});

describe('bank account: IBAN PL (docs/validation-by-country.md "Bank accounts")', () => {
  it('accepts the worked example, with or without "PL" and with spaces', () => {
    expect(PL_PACK.checkBankAccount('PL61109010140000071219812874', {})).toBeNull();
    const nrb = PL_PACK.normaliseBankAccount('61 1090 1014 0000 0712 1981 2874');
    expect(nrb).toBe('PL61109010140000071219812874');
    expect(PL_PACK.checkBankAccount(nrb, {})).toBeNull();
  });

  it('names what is wrong: checksum, length, country', () => {
    expect(PL_PACK.checkBankAccount('PL61109010140000071219812875', {})).toEqual({ kind: 'InvalidChecksum' });
    expect(PL_PACK.checkBankAccount('PL6110901014000007121981287', {})).toEqual({ kind: 'WrongLength', params: { length: 28 } });
    expect(PL_PACK.checkBankAccount('ES9121000418450200051332', {})).toEqual({ kind: 'WrongCountry', params: { country: 'PL' } });
  });
});

/** The 8th digit of a Polish sort code (docs/validation-by-country.md "Bank accounts"): weights 3,9,7,1,3,9,7 over the first 7, r = Σ mod 10, 0 or 10 − r. */
const sortCodeCheckDigit = (first7: string): number => {
  const remainder = [...first7].reduce((total, digit, index) => total + Number(digit) * ([3, 9, 7, 1, 3, 9, 7][index] ?? 0), 0) % 10;
  return remainder === 0 ? 0 : 10 - remainder;
};

describe('bank account: generated IBAN PL (docs/validation-by-country.md "Bank accounts")', () => {
  it('accepts every IBAN with a correct sort-code digit, as IBAN or bare NRB; refuses any one changed digit and a wrong sort-code digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{7}$/), fc.stringMatching(/^\d{16}$/), fc.integer({ min: 2, max: 27 }), fc.integer({ min: 1, max: 9 }), (bank, account, index, shift) => {
        const iban = composeIBAN({ countryCode: 'PL', bban: `${bank}${sortCodeCheckDigit(bank)}${account}` }) ?? '';
        expect(PL_PACK.checkBankAccount(iban, {})).toBeNull();
        expect(PL_PACK.checkBankAccount(PL_PACK.normaliseBankAccount(iban.slice(2)), {})).toBeNull();
        expect(PL_PACK.checkBankAccount(withDigitChanged(iban, index, shift), {})).toEqual({ kind: 'InvalidChecksum' });
        const wrongSortCode = composeIBAN({ countryCode: 'PL', bban: `${bank}${(sortCodeCheckDigit(bank) + shift) % 10}${account}` }) ?? '';
        expect(PL_PACK.checkBankAccount(wrongSortCode, {})).toEqual({ kind: 'InvalidChecksum' });
      }),
    );
  });
});

describe('postal code, voivodeships, disclosure, currency (docs/validation-by-country.md "Postal codes", "Country facts", docs/disclosure.md "Per country")', () => {
  it('NN-NNN, no region from the code (codes do not map to voivodeships)', () => {
    expect(PL_PACK.postalCode.pattern.test('01-224')).toBe(true);
    expect(PL_PACK.postalCode.pattern.test('01224')).toBe(false);
    expect(PL_PACK.regionOf('01-224')).toBeNull();
    expect(PL_PACK.regions).toHaveLength(16);
  });

  it('RRSO in złoty', () => {
    expect(PL_PACK.aprDisclosure.shortName).toBe('RRSO');
    expect(PL_PACK.aprDisclosure.fullName).toBe('Rzeczywista roczna stopa oprocentowania');
    expect(PL_PROFILE.currency).toEqual({ code: 'PLN', displayDecimals: 2, singular: 'złoty', plural: 'złotych' });
  });
});

describe('date of birth against the PESEL (issue 11 §4)', () => {
  const lead = (personalCode: string, dateOfBirth: string): Lead => ({ personalDetails: { personalCode, dateOfBirth } }) as Lead;

  it('refuses a different date on both fields and accepts the same one', () => {
    const mismatch = { kind: 'BirthDateMismatch' };
    expect(checkIdentityConsistency(lead('44051401359', '1944-05-15'), PL_PACK)).toEqual([
      { path: 'personalDetails.dateOfBirth', error: mismatch },
      { path: 'personalDetails.personalCode', error: mismatch },
    ]);
    expect(checkIdentityConsistency(lead('44051401359', '1944-05-14'), PL_PACK)).toEqual([]);
    expect(checkIdentityConsistency(lead('02220703523', '1902-02-07'), PL_PACK)).toHaveLength(2); // century from the month
  });

  it('leaves an invalid PESEL to its own rule', () => {
    expect(checkIdentityConsistency(lead('44051401358', '1990-01-01'), PL_PACK)).toEqual([]);
  });
});
