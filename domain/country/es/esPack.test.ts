import fc from 'fast-check';
import { composeIBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import type { Lead } from '../../lead/LeadSchema';
import { checkPostalCode } from '../postalCodeRule';
import type { CalendarDate } from '../../validation/CalendarDate';
import { normaliseIdentifier } from '../../validation/normaliseIdentifier';
import type { ValidationErrorKind } from '../../validation/ValidationError';
import { checkAddressConsistency } from '../checkAddress';
import { checkAgeFromId, checkIdentityConsistency } from '../checkIdentity';
import { dniControlLetter } from './checkSpanishNationalId';
import { ES_PACK } from './esPack';
import { ES_PROFILE } from './esProfile';
import { SPANISH_PROVINCES } from './spanishProvinces';

const kindOf = (error: { kind: ValidationErrorKind } | null): ValidationErrorKind | null => error?.kind ?? null;
const withDigitChanged = (value: string, index: number, shift: number): string =>
  `${value.slice(0, index)}${(Number(value[index]) + shift) % 10}${value.slice(index + 1)}`;

describe('DNI and NIE (docs/validation-by-country.md "National ids")', () => {
  it.each<[string, ValidationErrorKind | null]>([
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
    expect(kindOf(ES_PACK.checkNationalId(value, {}))).toBe(kind);
    expect(kindOf(ES_PACK.checkTaxId(value, {}))).toBe(kind); // a person's NIF is the DNI/NIE
  });

  it.each([...'TRWAGMYFPDXBNJZSQVHLCKE'].map((letter, remainder) => [remainder, letter] as const))('remainder %i → %s', (remainder, letter) => {
    expect(dniControlLetter(String(remainder).padStart(8, '0'))).toBe(letter);
  });

  it('encodes no birth date, so no age or date-of-birth rule reads it', () => {
    expect(ES_PACK.identityOf('12345678Z', {})).toBeNull();
    expect(checkAgeFromId(ES_PACK, '12345678Z', {}, { y: 2026, m: 11, d: 23 } satisfies CalendarDate)).toBeNull();
    expect(checkIdentityConsistency({ personalDetails: { personalCode: '12345678Z', dateOfBirth: '2015-01-01' } } as Lead, ES_PACK)).toEqual([]);
  });

  it('accepts every DNI and NIE whose letter is computed, written with spaces, dashes and lower case once normalised', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), fc.constantFrom('', 'X', 'Y', 'Z'), (number, niePrefix) => {
        const digits = niePrefix === '' ? String(number).padStart(8, '0') : `${'XYZ'.indexOf(niePrefix)}${String(number % 10_000_000).padStart(7, '0')}`;
        const letter = dniControlLetter(digits);
        const written = `${niePrefix}${digits.slice(niePrefix === '' ? 0 : 1, 4)} ${digits.slice(4)}-${letter.toLowerCase()}`;
        expect(ES_PACK.checkNationalId(normaliseIdentifier(written), {})).toBeNull();
      }),
    );
  });

  it('refuses any change of one digit (23 is prime: ±1–9 · 10ᵏ always moves the remainder)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), fc.integer({ min: 0, max: 7 }), fc.integer({ min: 1, max: 9 }), (number, index, shift) => {
        const digits = String(number).padStart(8, '0');
        const changed = withDigitChanged(`${digits}${dniControlLetter(digits)}`, index, shift);
        expect(ES_PACK.checkNationalId(changed, {})).toEqual({ kind: 'InvalidChecksum' });
      }),
    );
  });
});

describe('not asked in Spain', () => {
  it('has no id card number field', () => {
    expect(ES_PACK.checkIdCard('ABA300000')).toEqual({ kind: 'InvalidFormat' });
    expect(ES_PACK.idDocumentTypes).toEqual([]);
  });
});

/** The two control digits of a CCC's bank + branch and account (docs/validation-by-country.md "Bank accounts"). */
function cccControlDigits(bankBranch: string, account: string): string {
  const digit = (digits: string, weights: readonly number[]): number => {
    const remainder = [...digits].reduce((total, character, index) => total + Number(character) * (weights[index] ?? 0), 0) % 11;
    return remainder < 2 ? remainder : 11 - remainder;
  };
  return `${digit(bankBranch, [4, 8, 5, 10, 9, 7, 3, 6])}${digit(account, [1, 2, 4, 8, 5, 10, 9, 7, 3, 6])}`;
}

describe('bank account: IBAN ES (docs/validation-by-country.md "Bank accounts")', () => {
  it.each<[string, ValidationErrorKind | null]>([
    ['ES9121000418450200051332', null],
    ['ES9121000418450200051333', 'InvalidChecksum'],
    ['ES912100041845020005133', 'WrongLength'],
    ['DE89370400440532013000', 'WrongCountry'],
    ['9121000418450200051332', 'InvalidFormat'],
  ])('%s → %s', (value, kind) => {
    expect(kindOf(ES_PACK.checkBankAccount(value, {}))).toBe(kind);
  });

  it('computes check digits 91 for the example BBAN and normalises the written form', () => {
    expect(composeIBAN({ countryCode: 'ES', bban: '21000418450200051332' })).toBe('ES9121000418450200051332');
    expect(ES_PACK.normaliseBankAccount('es91 2100-0418 4502.0005 1332')).toBe('ES9121000418450200051332');
    // Copied from a bank statement with its label: the applicant's own IBAN, not "another country's".
    expect(ES_PACK.normaliseBankAccount('IBAN ES91 2100 0418 4502 0005 1332')).toBe('ES9121000418450200051332');
    expect(ES_PACK.normaliseBankAccount('iban: ES91 2100 0418 4502 0005 1332')).toBe('ES9121000418450200051332');
    expect(ES_PACK.normaliseBankAccount('IBAN IBAN ES91 2100 0418 4502 0005 1332')).toBe('ES9121000418450200051332'); // idempotent
    expect(ES_PACK.checkBankAccount('ES88370400440532013000', {})).toEqual({ kind: 'WrongLength', params: { length: 24 } });
  });

  it('accepts every IBAN with correct national and IBAN check digits; refuses a wrong national DC and any one changed digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8}$/), fc.stringMatching(/^\d{10}$/), fc.integer({ min: 4, max: 23 }), fc.integer({ min: 1, max: 9 }), (bankBranch, account, index, shift) => {
        const dc = cccControlDigits(bankBranch, account);
        const iban = composeIBAN({ countryCode: 'ES', bban: `${bankBranch}${dc}${account}` }) ?? '';
        expect(ES_PACK.checkBankAccount(iban, {})).toBeNull();
        expect(ES_PACK.checkBankAccount(withDigitChanged(iban, index, shift), {})).toEqual({ kind: 'InvalidChecksum' });
        // Right mod 97, wrong national DC (ibantools' checkSpainBBAN).
        const wrongDc = composeIBAN({ countryCode: 'ES', bban: `${bankBranch}${withDigitChanged(dc, 0, shift)}${account}` }) ?? '';
        expect(ES_PACK.checkBankAccount(wrongDc, {})).toEqual({ kind: 'InvalidChecksum' });
      }),
    );
  });
});

describe('postal code → province (docs/validation-by-country.md "Postal codes")', () => {
  it.each([
    ['28039', 'M', 'Madrid'],
    ['08006', 'B', 'Barcelona'],
    ['01001', 'VI', 'Álava / Araba'],
    ['48001', 'BI', 'Bizkaia'],
    ['51001', 'CE', 'Ceuta'],
    ['52001', 'ML', 'Melilla'],
  ])('%s → %s %s', (postalCode, code, name) => {
    expect(ES_PACK.regionOf(postalCode)).toMatchObject({ code, name });
    expect(checkPostalCode(postalCode, ES_PACK.postalCode)).toBeNull();
  });

  it('53000 and 00123 are refused as no province, 2803 as the wrong shape', () => {
    expect(ES_PACK.regionOf('53000')).toBeNull();
    expect(ES_PACK.regionOf('00123')).toBeNull();
    expect(checkPostalCode('53000', ES_PACK.postalCode)).toEqual({ kind: 'UnknownProvince' });
    expect(checkPostalCode('00123', ES_PACK.postalCode)).toEqual({ kind: 'UnknownProvince' });
    expect(checkPostalCode('2803', ES_PACK.postalCode)).toEqual({ kind: 'InvalidFormat' });
  });

  it('every prefix 01–52 names exactly its province, and every province is a region option', () => {
    expect(SPANISH_PROVINCES.map((province) => province.prefix)).toEqual(ES_PACK.postalCode.prefixes);
    fc.assert(
      fc.property(fc.constantFrom(...SPANISH_PROVINCES), fc.integer({ min: 0, max: 999 }), (province, rest) => {
        const region = ES_PACK.regionOf(`${province.prefix}${String(rest).padStart(3, '0')}`);
        expect(region?.code).toBe(province.key);
        expect(ES_PACK.regions).toContainEqual(region);
      }),
    );
  });

  it('the province must be the postal code’s: RegionMismatch naming the right one (issue 15 item 5)', () => {
    const address = (postalCode: string, province: string): Lead => ({ contactDetails: { postalCode, province } }) as Lead;
    expect(checkAddressConsistency(address('28039', 'Barcelona'), ES_PACK)).toEqual([
      { path: 'contactDetails.province', error: { kind: 'RegionMismatch', params: { region: 'Madrid' } } },
    ]);
    expect(checkAddressConsistency(address('28039', 'Madrid'), ES_PACK)).toEqual([]);
    expect(checkAddressConsistency(address('48001', 'Vizcaya'), ES_PACK)).toEqual([]);
    expect(checkAddressConsistency(address('53000', 'Madrid'), ES_PACK)).toEqual([]); // the postal-code rule speaks
  });
});

describe('disclosure and currency (docs/validation-by-country.md "Country facts", docs/disclosure.md "Per country")', () => {
  it('TAE in euros', () => {
    expect(ES_PACK.aprDisclosure).toEqual({ shortName: 'TAE', fullName: 'Tasa anual equivalente' });
    expect(ES_PROFILE.currency).toEqual({ code: 'EUR', displayDecimals: 2, singular: 'euro', plural: 'euros' });
  });
});
