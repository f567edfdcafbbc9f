import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Lead } from '../../lead/LeadSchema';
import { checkPostalCode } from '../postalCodeRule';
import { normaliseIdentifier } from '../../validation/normaliseIdentifier';
import type { ValidationErrorKind } from '../../validation/ValidationError';
import { checkAddressConsistency } from '../checkAddress';
import { checkIdentityConsistency } from '../checkIdentity';
import { nitCheckDigit } from './checkNit';
import { CO_PACK } from './coPack';
import { CO_PROFILE } from './coProfile';

const kindOf = (error: { kind: ValidationErrorKind } | null): ValidationErrorKind | null => error?.kind ?? null;
const withDigitChanged = (value: string, index: number, shift: number): string =>
  `${value.slice(0, index)}${(Number(value[index]) + shift) % 10}${value.slice(index + 1)}`;

/** The DV as docs/validation-by-country.md "Tax ids and id cards" states it: weights from the rightmost digit, "01987654321"[Σ mod 11]. */
const referenceNitCheckDigit = (base: string): string =>
  '01987654321'[[...base].reverse().reduce((total, digit, index) => total + Number(digit) * ([3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71][index] ?? 0), 0) % 11] ?? '';

describe('identity documents (docs/validation-by-country.md "National ids": no check digit)', () => {
  it.each<[string | undefined, string, ValidationErrorKind | null]>([
    [undefined, '1020304050', null],
    ['CC', '1020304050', null],
    ['CC', '123456', null],
    ['CC', '12345', 'LengthOutOfRange'],
    ['CC', '12345678901', 'LengthOutOfRange'],
    ['CC', '12345A', 'InvalidFormat'],
    ['CE', '123456789', 'LengthOutOfRange'],
    ['PEP', '123456789012345', null],
    ['PEP', '12345678901234', 'WrongLength'],
    ['PPT', 'AB12345', null],
    ['PPT', 'AB123', 'LengthOutOfRange'],
  ])('%s %s → %s', (idDocumentType, value, kind) => {
    expect(kindOf(CO_PACK.checkNationalId(value, idDocumentType === undefined ? {} : { idDocumentType }))).toBe(kind);
  });

  it('says the cédula’s length range and reads the dotted display form once normalised', () => {
    expect(CO_PACK.checkNationalId('12345', {})).toEqual({ kind: 'LengthOutOfRange', params: { min: 6, max: 10 } });
    expect(CO_PACK.checkNationalId(normaliseIdentifier('1.020.304.050'), {})).toBeNull();
  });

  it('accepts any 6–10 digits as a cédula; the cédula encodes no birth date', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{6,10}$/), (cedula) => {
        expect(CO_PACK.checkNationalId(cedula, { idDocumentType: 'CC' })).toBeNull();
        expect(CO_PACK.identityOf(cedula, {})).toBeNull();
      }),
    );
    expect(checkIdentityConsistency({ personalDetails: { personalCode: '1020304050', dateOfBirth: '2015-01-01' } } as Lead, CO_PACK)).toEqual([]);
    expect(CO_PACK.idDocumentTypes.map((type) => type.code)).toEqual(['CC', 'CE', 'PEP', 'PPT']);
  });
});

describe('NIT with its DV (docs/validation-by-country.md "Tax ids and id cards")', () => {
  it('computes the documented DVs', () => {
    expect(nitCheckDigit('213123432')).toBe('1');
    expect(nitCheckDigit('800197356')).toBe('4');
    expect(nitCheckDigit('1020304050')).toBe('8');
  });

  it.each<[string, ValidationErrorKind | null]>([
    [normaliseIdentifier('213.123.432-1'), null],
    ['8001973564', null],
    ['8001973561', 'InvalidChecksum'],
    ['10203040508', null],
    ['123456', 'LengthOutOfRange'],
    ['80019735X4', 'InvalidFormat'],
  ])('%s → %s', (value, kind) => {
    expect(kindOf(CO_PACK.checkTaxId(value, {}))).toBe(kind);
  });

  it('accepts every cédula with its DV and refuses a changed digit unless the sums differ by a DV collision (s = 1 and s = 10 both give 1)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{5,9}$/), fc.nat(), fc.integer({ min: 1, max: 9 }), (base, pick, shift) => {
        const nit = `${base}${referenceNitCheckDigit(base)}`;
        expect(nitCheckDigit(base)).toBe(nit.slice(-1));
        expect(CO_PACK.checkTaxId(nit, {})).toBeNull();
        const index = pick % nit.length;
        const changed = withDigitChanged(nit, index, shift);
        const undetectable = index < base.length && referenceNitCheckDigit(changed.slice(0, -1)) === nit.slice(-1);
        if (!undetectable) expect(CO_PACK.checkTaxId(changed, {})).toEqual({ kind: 'InvalidChecksum' });
      }),
    );
  });
});

describe('bank account (docs/validation-by-country.md "Bank accounts")', () => {
  it('a bank account is 6–20 digits; a Nequi or Daviplata wallet the 10-digit mobile starting 3', () => {
    expect(CO_PACK.checkBankAccount('12345678901', { bankCode: 'bancolombia' })).toBeNull();
    expect(CO_PACK.checkBankAccount('12345', { bankCode: 'bancolombia' })).toEqual({ kind: 'LengthOutOfRange', params: { min: 6, max: 20 } });
    expect(CO_PACK.checkBankAccount('3211234567', { bankCode: 'nequi' })).toBeNull();
    expect(CO_PACK.checkBankAccount('6011234567', { bankCode: 'nequi' })).toEqual({ kind: 'InvalidFormat' });
    expect(CO_PACK.checkBankAccount('321123456', { bankCode: 'daviplata' })).toEqual({ kind: 'WrongLength', params: { length: 10 } });
    expect(CO_PACK.normaliseBankAccount('123-456.789 01')).toBe('12345678901');
    expect(CO_PACK.bankAccountTypes).toEqual(['savings', 'current']);
  });
});

describe('postal code → department (docs/validation-by-country.md "Postal codes")', () => {
  it.each([
    ['111221', '11', 'Bogotá D.C.'],
    ['130001', '13', 'Bolívar'],
    ['760011', '76', 'Valle del Cauca'],
  ])('%s → %s %s', (postalCode, code, name) => {
    expect(CO_PACK.regionOf(postalCode)).toMatchObject({ code, name });
    expect(checkPostalCode(postalCode, CO_PACK.postalCode)).toBeNull();
  });

  it('a code of no department is refused and names none', () => {
    expect(CO_PACK.regionOf('120001')).toBeNull();
    expect(checkPostalCode('120001', CO_PACK.postalCode)).toEqual({ kind: 'UnknownProvince' });
    expect(checkPostalCode('11122', CO_PACK.postalCode)).toEqual({ kind: 'InvalidFormat' });
  });

  it('every department’s code is a valid prefix and names that department', () => {
    expect(CO_PACK.regions.map((department) => department.code)).toEqual(CO_PACK.postalCode.prefixes);
    fc.assert(
      fc.property(fc.constantFrom(...CO_PACK.regions), fc.integer({ min: 0, max: 9999 }), (department, rest) => {
        expect(CO_PACK.regionOf(`${department.code}${String(rest).padStart(4, '0')}`)).toEqual(department);
      }),
    );
  });
});

describe('department against the postal code (checkAddressConsistency)', () => {
  it('accepts the department’s code or name and names the right one otherwise', () => {
    const address = (postalCode: string, province: string): Lead => ({ contactDetails: { postalCode, province } }) as Lead;
    expect(checkAddressConsistency(address('760011', '76'), CO_PACK)).toEqual([]);
    expect(checkAddressConsistency(address('760011', 'Valle del Cauca'), CO_PACK)).toEqual([]);
    expect(checkAddressConsistency(address('111221', 'Bogotá'), CO_PACK)).toEqual([]); // everyday name of Bogotá D.C.
    expect(checkAddressConsistency(address('111221', 'Bogota DC'), CO_PACK)).toEqual([]);
    expect(checkAddressConsistency(address('760011', 'Antioquia'), CO_PACK)).toEqual([
      { path: 'contactDetails.province', error: { kind: 'RegionMismatch', params: { region: 'Valle del Cauca' } } },
    ]);
  });
});

describe('disclosure and currency (docs/validation-by-country.md "Country facts", docs/disclosure.md "Per country")', () => {
  it('E.A., pesos shown without cents, postal code not required', () => {
    expect(CO_PACK.aprDisclosure).toEqual({ shortName: 'E.A.', fullName: 'Tasa efectiva anual', monthlyRate: 'always' });
    expect(CO_PROFILE.currency).toEqual({ code: 'COP', displayDecimals: 0, singular: 'peso', plural: 'pesos' });
    expect(CO_PACK.address.parts).not.toContain('postalCode'); // codes are little known: the form asks none
  });
});
