import type { CountryPack } from '../CountryPack';
import { notAsked } from '../identifierChecks';
import { ibanAccount } from '../ibanAccount';
import { checkSpanishLicencePlate } from './checkSpanishLicencePlate';
import { checkSpanishNationalId } from './checkSpanishNationalId';
import { postalCodeOf } from '../postalCodeRule';
import { ES_POSTAL_CODE } from './esPostalCode';
import { provinceForPostalCode, SPANISH_PROVINCES } from './spanishProvinces';

/** Spain (docs/validation-by-country.md "Country facts"): DNI/NIE without a birth date, IBAN ES, provinces from the postal code, TAE. */
export const ES_PACK: CountryPack = {
  country: 'ES',
  checkNationalId: (value) => checkSpanishNationalId(value),
  // docs/validation-by-country.md "National ids": the DNI/NIE encodes no birth date or sex.
  identityOf: () => null,
  idDocumentTypes: [],
  checkTaxId: (value) => checkSpanishNationalId(value), // the NIF of a person is the DNI/NIE (docs/validation-by-country.md "National ids")
  checkIdCard: notAsked,
  ...ibanAccount({ country: 'ES', length: 24 }),
  payoutOptions: [],
  bankAccountTypes: [],
  payoutAccount: ['iban'],
  ...postalCodeOf(ES_POSTAL_CODE),
  regions: SPANISH_PROVINCES.map((province) => ({ code: province.key, name: province.name, ...(province.aliases ? { aliases: province.aliases } : {}) })),
  regionOf: (postalCode) => {
    const province = provinceForPostalCode(postalCode);
    return province ? { code: province.key, name: province.name, ...(province.aliases ? { aliases: province.aliases } : {}) } : null;
  },
  address: { parts: ['postalCode', 'city', 'province', 'street', 'houseNumber'] },
  checkLicencePlate: checkSpanishLicencePlate,
  // docs/disclosure.md "Per country": Ley 16/2011 art. 9 and Anexo I.
  aprDisclosure: { shortName: 'TAE', fullName: 'Tasa anual equivalente' },
};
