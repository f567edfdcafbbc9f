import type { CountryOption, CountryPack } from '../CountryPack';
import { checkAnyLicencePlate } from '../identifierChecks';
import { ibanAccount } from '../ibanAccount';
import { checkGermanTaxId } from './checkGermanTaxId';
import { checkPersonalausweis } from './checkPersonalausweis';
import { postalCodeOf } from '../postalCodeRule';
import { DE_POSTAL_CODE } from './dePostalCode';

/** The 16 Länder (ISO 3166-2:DE codes); PLZ ranges do not map to them (docs/validation-by-country.md "Postal codes"). */
export const DE_LAENDER: readonly CountryOption[] = [
  ['BW', 'Baden-Württemberg'], ['BY', 'Bayern'], ['BE', 'Berlin'], ['BB', 'Brandenburg'], ['HB', 'Bremen'], ['HH', 'Hamburg'],
  ['HE', 'Hessen'], ['MV', 'Mecklenburg-Vorpommern'], ['NI', 'Niedersachsen'], ['NW', 'Nordrhein-Westfalen'],
  ['RP', 'Rheinland-Pfalz'], ['SL', 'Saarland'], ['SN', 'Sachsen'], ['ST', 'Sachsen-Anhalt'], ['SH', 'Schleswig-Holstein'],
  ['TH', 'Thüringen'],
].map(([code, name]) => ({ code: code ?? '', name: name ?? '' }));

/**
 * Germany (docs/validation-by-country.md "Country facts"): no national id number is asked (identity by VideoIdent; the date of birth is asked);
 * the Steuer-IdNr is an optional tax id; IBAN DE; effektiver Jahreszins.
 */
export const DE_PACK: CountryPack = {
  country: 'DE',
  checkNationalId: (value) => checkPersonalausweis(value),
  identityOf: () => null,
  idDocumentTypes: [],
  checkTaxId: (value) => checkGermanTaxId(value),
  checkIdCard: (value) => checkPersonalausweis(value),
  ...ibanAccount({ country: 'DE', length: 22 }),
  payoutOptions: [],
  bankAccountTypes: [],
  payoutAccount: ['iban'],
  ...postalCodeOf(DE_POSTAL_CODE),
  regions: DE_LAENDER,
  regionOf: () => null,
  address: { parts: ['postalCode', 'city', 'street', 'houseNumber'] },
  checkLicencePlate: checkAnyLicencePlate,
  // docs/disclosure.md "Per country": PAngV § 16, § 17.
  aprDisclosure: { shortName: 'effektiver Jahreszins', fullName: 'effektiver Jahreszins' },
};
