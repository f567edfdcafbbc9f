import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Lead } from '../../lead/LeadSchema';
import type { CalendarDate } from '../../validation/CalendarDate';
import type { ValidationErrorKind } from '../../validation/ValidationError';
import { checkAddressConsistency } from '../checkAddress';
import { checkAgeFromId, checkIdentityConsistency } from '../checkIdentity';
import { clabeCheckDigit } from './checkClabe';
import { rfcCheckCharacter } from './checkRfc';
import { MX_BANK_CODES } from './mxBanks';
import { MX_PACK } from './mxPack';
import { MX_PROFILE } from './mxProfile';

const TODAY: CalendarDate = { y: 2026, m: 11, d: 23 };
const kindOf = (error: { kind: ValidationErrorKind } | null): ValidationErrorKind | null => error?.kind ?? null;
const pad = (value: number, length: number): string => String(value).padStart(length, '0');
const withDigitChanged = (value: string, index: number, shift: number): string =>
  `${value.slice(0, index)}${(Number(value[index]) + shift) % 10}${value.slice(index + 1)}`;

const STATE_CODES = ['AS', 'BC', 'BS', 'CC', 'CH', 'CL', 'CM', 'CS', 'DF', 'DG', 'GR', 'GT', 'HG', 'JC', 'MC', 'MN', 'MS', 'NE', 'NL', 'NT', 'OC', 'PL', 'QR', 'QT', 'SL', 'SP', 'SR', 'TC', 'TL', 'TS', 'VZ', 'YN', 'ZS'];
const birthDates = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date): CalendarDate => ({ y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() }));

/** Check digits as docs/validation-by-country.md "National ids", "Tax ids and id cards" and docs/validation-by-country.md "Bank accounts" state them, so the generators do not trust the code under test. */
const CURP_ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ';
const referenceCurpCheckDigit = (first17: string): string =>
  String((10 - ([...first17].reduce((total, character, index) => total + CURP_ALPHABET.indexOf(character) * (18 - index), 0) % 10)) % 10);
const referenceClabeCheckDigit = (first17: string): number =>
  (10 - ([...first17].reduce((total, digit, index) => total + ((Number(digit) * ([3, 7, 1][index % 3] ?? 0)) % 10), 0) % 10)) % 10;
const RFC_ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';
const referenceRfcCheckCharacter = (first12: string): string =>
  RFC_ALPHABET[(11 - ([...first12].reduce((total, character, index) => total + RFC_ALPHABET.indexOf(character) * (13 - index), 0) % 11)) % 11] ?? '';

/** A CURP for `date` (docs/validation-by-country.md "National ids"): the differentiator is a digit before 2000 and a letter from 2000. */
function curpOf(name: string, date: CalendarDate, female: boolean, state: string, consonants: string, differentiator: number): string {
  const position17 = date.y < 2000 ? String(differentiator % 10) : 'ABCDEFGHIJKLMNPQRSTUVWXYZ'[differentiator % 25];
  const first17 = `${name}${pad(date.y % 100, 2)}${pad(date.m, 2)}${pad(date.d, 2)}${female ? 'M' : 'H'}${state}${consonants}${position17}`;
  return `${first17}${referenceCurpCheckDigit(first17)}`;
}
const curps = fc.tuple(
  fc.stringMatching(/^[A-Z]{4}$/),
  birthDates,
  fc.boolean(),
  fc.constantFrom(...STATE_CODES),
  fc.stringMatching(/^[B-DF-HJ-NP-TV-Z]{3}$/),
  fc.nat(),
);

describe('CURP (docs/validation-by-country.md "National ids")', () => {
  it.each<[string, ValidationErrorKind | null]>([
    ['BOXW310820HNERXN09', null],
    ['BOXW310820HNERXN08', 'InvalidChecksum'],
    ['HEGG560427MVZRRL04', null],
    ['BOXW311320HNERXN09', 'InvalidIdDate'], // month 13
    ['BOXW310820HXXRXN09', 'InvalidFormat'], // unknown state
    ['BOXW310820HNE', 'WrongLength'],
  ])('%s → %s', (value, kind) => {
    expect(kindOf(MX_PACK.checkNationalId(value, {}))).toBe(kind);
  });

  it('reads the documented birth date and sex (digit differentiator: before 2000)', () => {
    expect(MX_PACK.identityOf('HEGG560427MVZRRL04', {})).toEqual({ birthDate: { y: 1956, m: 4, d: 27 }, sex: 'female' });
    expect(MX_PACK.identityOf('BOXW310820HNERXN09', {})).toEqual({ birthDate: { y: 1931, m: 8, d: 20 }, sex: 'male' });
    expect(MX_PACK.identityOf('BOXW310820HNERXN08', {})).toBeNull();
  });

  it('refuses a minor (letter differentiator: born 2015) and accepts an adult', () => {
    const minor = curpOf('HEGG', { y: 2015, m: 4, d: 27 }, true, 'VZ', 'RRL', 0);
    expect(MX_PACK.identityOf(minor, {})).toEqual({ birthDate: { y: 2015, m: 4, d: 27 }, sex: 'female' });
    expect(checkAgeFromId(MX_PACK, minor, {}, TODAY)).toEqual({ kind: 'TooYoung', params: { min: 18 } });
    expect(checkAgeFromId(MX_PACK, 'HEGG560427MVZRRL04', {}, TODAY)).toBeNull();
  });

  it('accepts every generated CURP and round-trips its birth date and sex', () => {
    fc.assert(
      fc.property(curps, ([name, date, female, state, consonants, differentiator]) => {
        const curp = curpOf(name, date, female, state, consonants, differentiator);
        expect(MX_PACK.checkNationalId(curp, {})).toBeNull();
        expect(MX_PACK.identityOf(curp, {})).toEqual({ birthDate: date, sex: female ? 'female' : 'male' });
      }),
    );
  });

  it('refuses a changed check digit, and a changed date digit where its weight (13, 11, 9) is prime to 10', () => {
    fc.assert(
      fc.property(curps, fc.constantFrom(5, 7, 9, 17), fc.integer({ min: 1, max: 9 }), ([name, date, female, state, consonants, differentiator], index, shift) => {
        const changed = withDigitChanged(curpOf(name, date, female, state, consonants, differentiator), index, shift);
        expect(MX_PACK.checkNationalId(changed, {})).not.toBeNull();
      }),
    );
  });
});

describe('RFC of a persona física (docs/validation-by-country.md "Tax ids and id cards")', () => {
  it('computes the documented check characters', () => {
    expect(rfcCheckCharacter('GODE561231GR')).toBe('8');
    expect(rfcCheckCharacter('VACE460910SX')).toBe('5');
  });

  it.each<[string, ValidationErrorKind | null]>([
    ['GODE561231GR8', null],
    ['VACE460910SX6', null], // in use although its check character is wrong: warn, do not refuse (docs/validation-by-country.md "Tax ids and id cards")
    ['GODE561331GR8', 'InvalidIdDate'],
    ['GODE561231GR', 'WrongLength'],
    ['GOD1561231GR8', 'InvalidFormat'],
    ['MUÑO561231GR8', null],
  ])('%s → %s', (value, kind) => {
    expect(kindOf(MX_PACK.checkTaxId(value, {}))).toBe(kind);
  });

  it('accepts every RFC built from four letters, a real date and a homoclave with its check character', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z&Ñ]{4}$/), birthDates, fc.stringMatching(/^[0-9A-Z]{2}$/), (name, date, homoclave) => {
        const first12 = `${name}${pad(date.y % 100, 2)}${pad(date.m, 2)}${pad(date.d, 2)}${homoclave}`;
        const check = referenceRfcCheckCharacter(first12);
        expect(rfcCheckCharacter(first12)).toBe(check);
        expect(check).toMatch(/^[0-9A]$/); // (11 − Σ mod 11) mod 11 is 0–10: a digit or "A"
        expect(MX_PACK.checkTaxId(`${first12}${check}`, {})).toBeNull();
      }),
    );
  });
});

describe('bank account: CLABE (docs/validation-by-country.md "Bank accounts")', () => {
  it.each<[string, ValidationErrorKind | null]>([
    ['032180000118359719', null],
    ['032180000118359710', 'InvalidChecksum'],
    ['999180000118359719', 'UnknownBank'],
    ['03218000011835971', 'WrongLength'],
    ['03218000011835971X', 'InvalidFormat'],
  ])('%s → %s', (value, kind) => {
    expect(kindOf(MX_PACK.checkBankAccount(value, {}))).toBe(kind);
  });

  it('computes the documented check digit and stores digits only', () => {
    expect(clabeCheckDigit('01218002605078385')).toBe(8);
    expect(MX_PACK.normaliseBankAccount('032 180 00011835971 9')).toBe('032180000118359719');
    expect(MX_PACK.payoutOptions.map((bank) => bank.code)).toContain('032');
  });

  it('accepts every generated CLABE of a known bank and refuses any change of one of its account or check digits', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MX_BANK_CODES), fc.stringMatching(/^\d{14}$/), fc.integer({ min: 3, max: 17 }), fc.integer({ min: 1, max: 9 }), (bank, rest, index, shift) => {
        const clabe = `${bank}${rest}${referenceClabeCheckDigit(`${bank}${rest}`)}`;
        expect(MX_PACK.checkBankAccount(clabe, {})).toBeNull();
        expect(MX_PACK.checkBankAccount(withDigitChanged(clabe, index, shift), {})).toEqual({ kind: 'InvalidChecksum' });
      }),
    );
  });
});

describe('postal code → state, disclosure, currency (docs/validation-by-country.md "Postal codes", "Country facts"; docs/disclosure.md "Per country")', () => {
  it.each([
    ['01000', 'DF', 'Ciudad de México'],
    ['16999', 'DF', 'Ciudad de México'],
    ['20000', 'AS', 'Aguascalientes'],
    ['44100', 'JC', 'Jalisco'],
    ['64000', 'NL', 'Nuevo León'],
    ['97000', 'YN', 'Yucatán'],
    ['99999', 'ZS', 'Zacatecas'],
  ])('%s → %s', (postalCode, code, name) => {
    expect(MX_PACK.regionOf(postalCode)).toMatchObject({ code, name });
  });

  it('codes starting 00, 17, 18, 19 name no state', () => {
    for (const postalCode of ['00100', '17000', '18000', '19999', '4410']) expect(MX_PACK.regionOf(postalCode)).toBeNull();
    expect(MX_PACK.postalCode.prefixes).not.toContain('18');
  });

  it('every state named by a postal code is a state option', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{5}$/), (postalCode) => {
        const state = MX_PACK.regionOf(postalCode);
        if (state !== null) expect(MX_PACK.regions).toContainEqual(state);
      }),
    );
  });

  it('the state must be the postal code’s, by code or name (checkAddressConsistency)', () => {
    const address = (postalCode: string, province: string): Lead => ({ contactDetails: { postalCode, province } }) as Lead;
    expect(checkAddressConsistency(address('44100', 'JC'), MX_PACK)).toEqual([]);
    expect(checkAddressConsistency(address('44100', 'jalisco'), MX_PACK)).toEqual([]);
    expect(checkAddressConsistency(address('06700', 'CDMX'), MX_PACK)).toEqual([]);
    expect(checkAddressConsistency(address('91000', 'Veracruz de Ignacio de la Llave'), MX_PACK)).toEqual([]);
    expect(checkAddressConsistency(address('44100', 'NL'), MX_PACK)).toEqual([
      { path: 'contactDetails.province', error: { kind: 'RegionMismatch', params: { region: 'Jalisco' } } },
    ]);
  });

  it('CAT sin IVA in pesos', () => {
    expect(MX_PACK.aprDisclosure).toEqual({ shortName: 'CAT', fullName: 'Costo Anual Total', qualifier: 'sin IVA. Para fines informativos y de comparación', costTax: { name: 'IVA', rate: 0.16 } });
    expect(MX_PROFILE.currency).toEqual({ code: 'MXN', displayDecimals: 2, singular: 'peso', plural: 'pesos' });
    expect(MX_PACK.address.parts).toContain('suburb'); // the colonia
  });
});

describe('date of birth against the CURP (issue 11 §4)', () => {
  const lead = (personalCode: string, dateOfBirth: string): Lead => ({ personalDetails: { personalCode, dateOfBirth } }) as Lead;

  it('refuses a different date on both fields and accepts the same one', () => {
    expect(checkIdentityConsistency(lead('HEGG560427MVZRRL04', '1956-04-28'), MX_PACK).map((error) => error.path)).toEqual([
      'personalDetails.dateOfBirth',
      'personalDetails.personalCode',
    ]);
    expect(checkIdentityConsistency(lead('HEGG560427MVZRRL04', '2056-04-27'), MX_PACK)).toHaveLength(2);
    expect(checkIdentityConsistency(lead('HEGG560427MVZRRL04', '1956-04-27'), MX_PACK)).toEqual([]);
  });
});
