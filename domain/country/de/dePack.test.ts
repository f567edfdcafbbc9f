import fc from 'fast-check';
import { composeIBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import type { Lead } from '../../lead/LeadSchema';
import { checkPostalCode } from '../postalCodeRule';
import type { ValidationErrorKind } from '../../validation/ValidationError';
import { checkIdentityConsistency } from '../checkIdentity';
import { germanTaxIdCheckDigit, mod11x10 } from './checkGermanTaxId';
import { DE_PACK } from './dePack';
import { DE_PROFILE } from './deProfile';

const kindOf = (error: { kind: ValidationErrorKind } | null): ValidationErrorKind | null => error?.kind ?? null;
const withDigitChanged = (value: string, index: number, shift: number): string =>
  `${value.slice(0, index)}${(Number(value[index]) + shift) % 10}${value.slice(index + 1)}`;

/**
 * The first 10 digits of a Steuer-IdNr (docs/validation-by-country.md "Tax ids and id cards"): 9 distinct digits, one of them written twice, the
 * first not 0.
 */
const taxIdBodies = fc
  .tuple(fc.shuffledSubarray([...'0123456789'], { minLength: 9, maxLength: 9 }), fc.nat(), fc.nat())
  .map(([digits, twice, at]) => {
    const body = [...digits];
    body.splice((at % 9) + 1, 0, digits[twice % 9] ?? '1');
    return body.join('');
  })
  .filter((body) => !body.startsWith('0'));

/** The ISO 7064 Mod 11,10 check digit as docs/validation-by-country.md "National ids" states it (independent of the code under test). */
function referenceTaxIdCheckDigit(first10: string): number {
  let check = 5;
  for (const digit of first10) check = ((((check || 10) * 2) % 11) + Number(digit)) % 10;
  return (((1 - (((check || 10) * 2) % 11)) % 10) + 10) % 10;
}

describe('Steuer-IdNr, optional tax id (docs/validation-by-country.md "Tax ids and id cards")', () => {
  it.each<[string, ValidationErrorKind | null]>([
    ['36574261809', null],
    ['36574261890', 'InvalidChecksum'],
    ['06574261809', 'InvalidFormat'], // first digit 0
    ['12345678901', 'InvalidFormat'], // no repeated digit in the first ten
    ['11112345676', 'InvalidFormat'], // one digit four times
    ['3657426180', 'WrongLength'],
    ['3657426180X', 'InvalidFormat'],
  ])('%s → %s', (value, kind) => {
    expect(kindOf(DE_PACK.checkTaxId(value, {}))).toBe(kind);
  });

  it('computes the documented check digit', () => {
    expect(germanTaxIdCheckDigit('3657426180')).toBe(9);
    expect(mod11x10('36574261809')).toBe(1);
  });

  it('accepts every generated IdNr and refuses any change of one digit (ISO 7064 Mod 11,10 sees them all)', () => {
    fc.assert(
      fc.property(taxIdBodies, fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 9 }), (body, index, shift) => {
        const taxId = `${body}${referenceTaxIdCheckDigit(body)}`;
        expect(germanTaxIdCheckDigit(body)).toBe(referenceTaxIdCheckDigit(body));
        expect(DE_PACK.checkTaxId(taxId, {})).toBeNull();
        expect(DE_PACK.checkTaxId(withDigitChanged(taxId, index, shift), {})).not.toBeNull();
      }),
    );
  });

  it('a digit three times in the first ten is allowed', () => {
    const body = '3657466180'; // 6 three times, every other digit once
    expect(DE_PACK.checkTaxId(`${body}${referenceTaxIdCheckDigit(body)}`, {})).toBeNull();
  });
});

const PASS_CHARACTERS = '0123456789CFGHJKLMNPRTVWXYZ';
const passValue = (character: string): number => (/\d/.test(character) ? Number(character) : character.charCodeAt(0) - 55);
const passCheckDigit = (first9: string): number => [...first9].reduce((total, character, index) => total + passValue(character) * ([7, 3, 1][index % 3] ?? 0), 0) % 10;

describe('Personalausweis document number (docs/validation-by-country.md "National ids")', () => {
  it.each<[string, ValidationErrorKind | null]>([
    ['T220001293', null],
    ['T220001294', 'InvalidChecksum'],
    ['T22000129', 'WrongLength'],
    ['A220001293', 'InvalidFormat'], // A is not a document-number letter
  ])('%s → %s', (value, kind) => {
    expect(kindOf(DE_PACK.checkIdCard(value))).toBe(kind);
  });

  it('accepts every generated number and refuses any change of one of its digits (weights 7,3,1 prime to 10)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PASS_CHARACTERS), { minLength: 9, maxLength: 9 }), fc.nat(), fc.integer({ min: 1, max: 9 }), (characters, pick, shift) => {
        const first9 = characters.join('');
        const number = `${first9}${passCheckDigit(first9)}`;
        expect(DE_PACK.checkIdCard(number)).toBeNull();
        const digitIndexes = [...number].flatMap((character, index) => (/\d/.test(character) ? [index] : []));
        const index = digitIndexes[pick % digitIndexes.length] ?? 9;
        expect(DE_PACK.checkIdCard(withDigitChanged(number, index, shift))).toEqual({ kind: 'InvalidChecksum' });
      }),
    );
  });

  it('no birth date is read (identity by VideoIdent; German brands ask the date of birth)', () => {
    expect(DE_PACK.identityOf('T220001293', {})).toBeNull();
    expect(checkIdentityConsistency({ personalDetails: { personalCode: 'T220001293', dateOfBirth: '2015-01-01' } } as Lead, DE_PACK)).toEqual([]);
  });
});

describe('bank account: IBAN DE (docs/validation-by-country.md "Bank accounts")', () => {
  it.each<[string, ValidationErrorKind | null]>([
    ['DE89370400440532013000', null],
    ['DE88370400440532013000', 'InvalidChecksum'],
    ['DE8937040044053201300', 'WrongLength'],
    ['AT611904300234573201', 'WrongCountry'],
  ])('%s → %s', (value, kind) => {
    expect(kindOf(DE_PACK.checkBankAccount(value, {}))).toBe(kind);
  });

  it('accepts every IBAN composed from 18 digits and refuses any change of one digit (mod 97)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{18}$/), fc.integer({ min: 2, max: 21 }), fc.integer({ min: 1, max: 9 }), (bban, index, shift) => {
        const iban = composeIBAN({ countryCode: 'DE', bban }) ?? '';
        expect(DE_PACK.checkBankAccount(DE_PACK.normaliseBankAccount(iban.replace(/(.{4})/g, '$1 ')), {})).toBeNull();
        expect(DE_PACK.checkBankAccount(withDigitChanged(iban, index, shift), {})).toEqual({ kind: 'InvalidChecksum' });
      }),
    );
  });
});

describe('postal code, disclosure, currency (docs/validation-by-country.md "Postal codes", "Country facts", docs/disclosure.md "Per country")', () => {
  it('five digits from 01: no Land from the PLZ', () => {
    expect(checkPostalCode('01067', DE_PACK.postalCode)).toBeNull();
    expect(checkPostalCode('99998', DE_PACK.postalCode)).toBeNull();
    expect(checkPostalCode('00123', DE_PACK.postalCode)).toEqual({ kind: 'UnknownProvince' });
    expect(checkPostalCode('1067', DE_PACK.postalCode)).toEqual({ kind: 'InvalidFormat' });
    expect(DE_PACK.regionOf('10115')).toBeNull();
    expect(DE_PACK.regions).toHaveLength(16);
  });

  it('effektiver Jahreszins in Euro', () => {
    expect(DE_PACK.aprDisclosure.shortName).toBe('effektiver Jahreszins');
    expect(DE_PROFILE.currency).toEqual({ code: 'EUR', displayDecimals: 2, singular: 'Euro', plural: 'Euro' });
  });
});
