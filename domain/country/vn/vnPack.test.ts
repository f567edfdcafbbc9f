import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Lead } from '../../lead/LeadSchema';
import { checkPostalCode } from '../postalCodeRule';
import type { CalendarDate } from '../../validation/CalendarDate';
import type { ValidationErrorKind } from '../../validation/ValidationError';
import { checkAgeFromId, checkIdentityConsistency } from '../checkIdentity';
import { CCCD_PROVINCE_CODES } from './checkCccd';
import { VN_PACK } from './vnPack';
import { VN_PROFILE } from './vnProfile';

const TODAY: CalendarDate = { y: 2026, m: 11, d: 23 };
const kindOf = (error: { kind: ValidationErrorKind } | null): ValidationErrorKind | null => error?.kind ?? null;
const pad = (value: number, length: number): string => String(value).padStart(length, '0');

/** A CCCD: province, century-and-sex digit G, year within the century, six random digits (docs/validation-by-country.md "National ids"). */
const cccdOf = (province: string, year: number, female: boolean, serial: number): string =>
  `${province}${2 * Math.floor((year - 1900) / 100) + (female ? 1 : 0)}${pad(year % 100, 2)}${pad(serial, 6)}`;
const cccds = fc.tuple(fc.constantFrom(...Object.keys(CCCD_PROVINCE_CODES)), fc.integer({ min: 1900, max: 2399 }), fc.boolean(), fc.integer({ min: 0, max: 999_999 }));

describe('CCCD (docs/validation-by-country.md "National ids": structure only)', () => {
  it.each<[string, ValidationErrorKind | null]>([
    ['001099012345', null],
    ['079301000123', null],
    ['12345678901', 'WrongLength'],
    ['003099012345', 'UnknownRegionCode'], // codes are not contiguous: no 003
    ['00109901234X', 'InvalidFormat'],
  ])('%s → %s', (value, kind) => {
    expect(kindOf(VN_PACK.checkNationalId(value, {}))).toBe(kind);
  });

  it('reads the documented birth year and sex (only the year is encoded)', () => {
    expect(VN_PACK.identityOf('001099012345', {})).toMatchObject({ birthDate: { y: 1999 }, sex: 'male' });
    expect(VN_PACK.identityOf('079301000123', {})).toMatchObject({ birthDate: { y: 2001 }, sex: 'female' });
    expect(VN_PACK.identityOf('003099012345', {})).toBeNull();
  });

  it('accepts every CCCD of a known province and round-trips its year (1900 + 100·⌊G/2⌋ + YY) and sex (G even: male)', () => {
    fc.assert(
      fc.property(cccds, ([province, year, female, serial]) => {
        const cccd = cccdOf(province, year, female, serial);
        expect(VN_PACK.checkNationalId(cccd, {})).toBeNull();
        expect(VN_PACK.identityOf(cccd, {})).toMatchObject({ birthDate: { y: year }, sex: female ? 'female' : 'male' });
      }),
    );
  });

  it('refuses every province code that Thông tư 07/2016 does not list', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999 }), (code) => {
        const province = pad(code, 3);
        fc.pre(CCCD_PROVINCE_CODES[province] === undefined);
        expect(VN_PACK.checkNationalId(`${province}099012345`, {})).toEqual({ kind: 'UnknownRegionCode' });
      }),
    );
  });

  it('refuses a certain minor (born in 2009 or later on 23 Nov 2026) and not someone who may be 18 (born 2008)', () => {
    expect(checkAgeFromId(VN_PACK, cccdOf('001', 2015, false, 12_345), {}, TODAY)).toEqual({ kind: 'TooYoung', params: { min: 18 } });
    expect(checkAgeFromId(VN_PACK, cccdOf('001', 2009, true, 12_345), {}, TODAY)).toEqual({ kind: 'TooYoung', params: { min: 18 } });
    expect(checkAgeFromId(VN_PACK, cccdOf('001', 2008, true, 12_345), {}, TODAY)).toBeNull();
    expect(checkAgeFromId(VN_PACK, '001099012345', {}, TODAY)).toBeNull();
  });
});

describe('date of birth against the CCCD: the year only (issue 11 §4)', () => {
  const lead = (personalCode: string, dateOfBirth: string): Lead => ({ personalDetails: { personalCode, dateOfBirth } }) as Lead;

  it('any day of the encoded year passes; another year is refused on both fields', () => {
    expect(checkIdentityConsistency(lead('001099012345', '1999-12-31'), VN_PACK)).toEqual([]);
    expect(checkIdentityConsistency(lead('001099012345', '1999-01-01'), VN_PACK)).toEqual([]);
    expect(checkIdentityConsistency(lead('001099012345', '1998-12-31'), VN_PACK)).toEqual([
      { path: 'personalDetails.dateOfBirth', error: { kind: 'BirthDateMismatch' } },
      { path: 'personalDetails.personalCode', error: { kind: 'BirthDateMismatch' } },
    ]);
    expect(checkIdentityConsistency(lead('079301000123', '1901-06-01'), VN_PACK)).toHaveLength(2); // G = 3: 2000s
  });
});

describe('bank account, postal code, provinces, disclosure, currency (docs/validation-by-country.md "Postal codes", "Bank accounts", "Phone numbers", "Country facts"; docs/disclosure.md "Per country")', () => {
  it('bank + 6–19 digits', () => {
    expect(VN_PACK.checkBankAccount('0123456789012', { bankCode: 'VCB' })).toBeNull();
    expect(VN_PACK.checkBankAccount('12345', { bankCode: 'VCB' })).toEqual({ kind: 'LengthOutOfRange', params: { min: 6, max: 19 } });
    expect(VN_PACK.checkBankAccount('12345678901234567890', {})).toEqual({ kind: 'LengthOutOfRange', params: { min: 6, max: 19 } });
    expect(VN_PACK.normaliseBankAccount('0123 4567-89')).toBe('0123456789');
    expect(VN_PACK.payoutOptions.map((bank) => bank.code)).toContain('BIDV');
  });

  it('five-digit postal codes since 2018', () => {
    expect(checkPostalCode('70010', VN_PACK.postalCode)).toBeNull();
    expect(checkPostalCode('55999', VN_PACK.postalCode)).toBeNull();
    expect(checkPostalCode('700000', VN_PACK.postalCode)).toEqual({ kind: 'InvalidFormat' });
  });

  it('the 34 provinces after the 2025 merger, ward as the extra address part', () => {
    expect(VN_PACK.regions).toHaveLength(34);
    expect(new Set(VN_PACK.regions.map((province) => province.code)).size).toBe(34);
    expect(VN_PACK.address.parts).toEqual(['region', 'ward', 'street', 'houseNumber']); // province and ward since the 2025 merger
  });

  it('APR label (no statutory name found, docs/disclosure.md "Per country"), đồng without decimals', () => {
    expect(VN_PACK.aprDisclosure.shortName).toBe('APR');
    expect(VN_PROFILE.currency).toEqual({ code: 'VND', displayDecimals: 0, singular: 'đồng', plural: 'đồng' });
  });
});
