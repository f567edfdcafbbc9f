import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPostalCode } from '../postalCodeRule';
import { normaliseIdentifier } from '../../validation/normaliseIdentifier';
import type { ValidationErrorKind } from '../../validation/ValidationError';
import { PH_PACK } from './phPack';
import { PH_PROFILE } from './phProfile';

const kindOf = (error: { kind: ValidationErrorKind } | null): ValidationErrorKind | null => error?.kind ?? null;

describe('government id by type (docs/validation-by-country.md "National ids": shape only, no published check digit)', () => {
  it.each<[string | undefined, string, ValidationErrorKind | null]>([
    ['philsys', '1234567890123456', null],
    ['philsys', '123456789012', 'WrongLength'], // a PSN: confidential, never collected
    ['umid', normaliseIdentifier('0000-0000000-0'), null],
    ['umid', '12345678901', 'WrongLength'],
    ['sss', normaliseIdentifier('00-0000000-0'), null],
    ['sss', '123456789', 'WrongLength'],
    ['tin', normaliseIdentifier('123-456-789-000'), null],
    ['tin', '123456789', null],
    ['tin', '1234567890', 'InvalidFormat'], // 9 digits or 12 with the branch code
    ['tin', '12345678', 'LengthOutOfRange'],
    ['driversLicence', normaliseIdentifier('A01-23-456789'), null],
    ['driversLicence', '0012345678', 'WrongLength'],
    ['driversLicence', '00123456789', 'InvalidFormat'],
    ['passport', 'P1234567A', null],
    ['passport', 'P12345678', 'InvalidFormat'],
    [undefined, '1234567890123456', null],
    [undefined, 'P1234567A', null],
    [undefined, '12345678', 'InvalidFormat'],
  ])('%s %s → %s', (idDocumentType, value, kind) => {
    expect(kindOf(PH_PACK.checkNationalId(value, idDocumentType === undefined ? {} : { idDocumentType }))).toBe(kind);
  });

  it('the applicant chooses the id type; the PhilSys card is asked by its PCN; no id encodes a birth date', () => {
    expect(PH_PACK.idDocumentTypes.map((type) => type.code)).toEqual(['philsys', 'umid', 'sss', 'tin', 'driversLicence', 'passport']);
    expect(PH_PACK.identityOf('1234567890123456', { idDocumentType: 'philsys' })).toBeNull();
  });

  it('the TIN is the tax id', () => {
    expect(PH_PACK.checkTaxId('123456789000', {})).toBeNull();
    expect(PH_PACK.checkTaxId('1234567890', {})).toEqual({ kind: 'InvalidFormat' });
  });

  it('every generated number of each type’s shape passes with that type', () => {
    const shapes: Record<string, RegExp> = { philsys: /^\d{16}$/, umid: /^\d{12}$/, sss: /^\d{10}$/, tin: /^(?:\d{9}|\d{12})$/, driversLicence: /^[A-Z]\d{10}$/, passport: /^[A-Z]\d{7}[A-Z]$/ };
    for (const [idDocumentType, shape] of Object.entries(shapes)) {
      fc.assert(
        fc.property(fc.stringMatching(shape), (value) => {
          expect(PH_PACK.checkNationalId(value, { idDocumentType })).toBeNull();
          expect(PH_PACK.checkNationalId(value, {})).toBeNull();
        }),
        { numRuns: 30 },
      );
    }
  });
});

describe('bank account or e-wallet (docs/validation-by-country.md "Bank accounts")', () => {
  it.each<[string | undefined, string, ValidationErrorKind | null]>([
    ['bdo', '0012345678', null],
    ['bdo', '123456789', 'LengthOutOfRange'],
    ['gcash', '09171234567', null],
    ['gcash', '9171234567', 'WrongLength'],
    ['maya', '19171234567', 'InvalidFormat'],
    [undefined, '09171234567', null],
    [undefined, '0012345678901', null],
  ])('%s %s → %s', (bankCode, value, kind) => {
    expect(kindOf(PH_PACK.checkBankAccount(value, bankCode === undefined ? {} : { bankCode }))).toBe(kind);
  });

  it('a wallet number written as +63 becomes the domestic 09… number', () => {
    expect(PH_PACK.normaliseBankAccount('+63 917 123 4567')).toBe('09171234567');
    expect(PH_PACK.normaliseBankAccount('0917-123-4567')).toBe('09171234567');
    expect(PH_PACK.normaliseBankAccount('+639171234567')).toBe('09171234567');
  });

  it('a 12-digit bank account that starts with 639 is kept as typed, not rewritten into a mobile number', () => {
    expect(PH_PACK.normaliseBankAccount('639123456789')).toBe('639123456789');
    expect(PH_PACK.normaliseBankAccount('6391 2345 6789')).toBe('639123456789');
    expect(PH_PACK.checkBankAccount(PH_PACK.normaliseBankAccount('639123456789'), { bankCode: 'bdo' })).toBeNull();
    expect(PH_PACK.payoutOptions.filter((option) => option.kind === 'eWallet').map((option) => option.code)).toEqual(['gcash', 'maya']);
  });
});

describe('postal code, address, disclosure, currency (docs/validation-by-country.md "Postal codes", "Country facts", docs/disclosure.md "Per country")', () => {
  it('four digits, not required; barangay in the address', () => {
    expect(checkPostalCode('1000', PH_PACK.postalCode)).toBeNull();
    expect(checkPostalCode('10000', PH_PACK.postalCode)).toEqual({ kind: 'InvalidFormat' });
    expect(PH_PACK.address.parts).toEqual(['optionalPostalCode', 'region', 'city', 'suburb', 'street', 'houseNumber']); // ZIP not mandatory; barangay
    expect(PH_PACK.regionOf('1000')).toBeNull();
  });

  it('EIR in pesos, the amount financed and the finance charge named as the Truth in Lending Act names them', () => {
    expect(PH_PACK.aprDisclosure).toEqual({ shortName: 'EIR', fullName: 'Effective Interest Rate', monthlyRate: 'upToOneYear', netAmount: 'amountFinanced', costOfCredit: 'financeCharge' });
    expect(PH_PROFILE.currency).toEqual({ code: 'PHP', displayDecimals: 2, singular: 'peso', plural: 'pesos' });
  });
});
