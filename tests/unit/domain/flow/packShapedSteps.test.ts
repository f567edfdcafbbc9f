import { describe, expect, it } from 'vitest';
import type { CountryPack } from '../../../../domain/country/CountryPack';
import { COUNTRY_PACKS, requireCountryPack } from '../../../../domain/country/countryPacks';
import { catalogueStep } from '../../../../domain/flow/catalogue';
import type { FlowPathKey } from '../../../../domain/flow/FlowDefinition';

const names = (key: FlowPathKey, pack: CountryPack) => catalogueStep(key, pack).fields.map((field) => `${field.name}:${field.control}${field.required === false ? '?' : ''}`);

/** The steps as each product country asked them before the packs drove them (the move keeps them). */
const ADDRESS: Readonly<Record<string, readonly string[]>> = {
  ES: ['postalCode:postalCode', 'city:text', 'province:text', 'street:text', 'houseNumber:text'],
  DE: ['postalCode:postalCode', 'city:text', 'street:text', 'houseNumber:text'],
  PL: ['postalCode:postalCode', 'city:text', 'street:text', 'houseNumber:text'],
  RO: ['postalCode:postalCode', 'city:text', 'street:text', 'houseNumber:text'],
  MX: ['postalCode:postalCode', 'province:select', 'city:text', 'suburb:text', 'street:text', 'houseNumber:text'],
  CO: ['province:select', 'city:text', 'street:text', 'houseNumber:text'],
  VN: ['province:select', 'municipality:text', 'street:text', 'houseNumber:text'],
  PH: ['postalCode:postalCode?', 'province:select', 'city:text', 'suburb:text', 'street:text', 'houseNumber:text'],
};
const ACCOUNT: Readonly<Record<string, readonly string[]>> = {
  ES: ['incomeDetails.iban:iban'],
  DE: ['incomeDetails.iban:iban'],
  PL: ['incomeDetails.iban:iban'],
  RO: ['incomeDetails.iban:iban'],
  MX: ['incomeDetails.iban:text'],
  CO: ['incomeDetails.bankCode:select', 'incomeDetails.bankAccountType:radio', 'incomeDetails.iban:text'],
  VN: ['incomeDetails.bankCode:select', 'incomeDetails.iban:text'],
  PH: ['incomeDetails.bankCode:select', 'incomeDetails.iban:text'],
};
const short = (list: readonly string[]) => list.map((entry) => entry.replace(/^contactDetails\./, ''));

describe('the steps a country shapes come from its pack (domain/country/<cc>/<cc>Pack.ts), not from tables by country', () => {
  it.each([...COUNTRY_PACKS.values()].map((pack) => [pack.country, pack] as const))('%s: the address step asks its pack’s address parts, in order', (country, pack) => {
    expect(short(names('address-information', pack))).toHaveLength(pack.address.parts.length);
    const expected = ADDRESS[country];
    if (expected) expect(short(names('address-information', pack))).toEqual(expected);
  });

  it.each([...COUNTRY_PACKS.values()].map((pack) => [pack.country, pack] as const))('%s: the bank-account steps ask its payout account', (country, pack) => {
    expect(names('bank-account', pack)).toHaveLength(pack.payoutAccount.length);
    const expected = ACCOUNT[country];
    if (expected) expect(names('bank-account', pack)).toEqual(expected);
    expect(names('banking-details', pack)).toEqual([...names('bank-account', pack), 'incomeDetails.usingOnlineBanking:yesNo']);
  });

  it.each([...COUNTRY_PACKS.values()].map((pack) => [pack.country, pack] as const))('%s: the personal-code step asks the document type first where the pack lists several', (_country, pack) => {
    const fields = names('personal-code', pack);
    expect(fields[0]?.startsWith('personalDetails.idDocumentType')).toBe(pack.idDocumentTypes.length > 0);
  });

  it('a pack with another address shape changes the step, with no other edit (a country is its folder)', () => {
    const spain = requireCountryPack('ES');
    const noProvince: CountryPack = { ...spain, address: { parts: ['street', 'houseNumber', 'postalCode', 'city'] } };
    expect(short(names('address-information', noProvince))).toEqual(['street:text', 'houseNumber:text', 'postalCode:postalCode', 'city:text']);
    const withRegions: CountryPack = { ...spain, address: { parts: ['region', 'city'] } };
    expect(short(names('address-information', withRegions))).toEqual(['province:select', 'city:text']);
    expect(short(names('province', withRegions))).toEqual(['province:select']);
    expect(short(names('province', spain))).toEqual(['province:text']);
  });
});
