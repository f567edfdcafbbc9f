import type { CountryOption, CountryPack } from '../CountryPack';
import { ibanAccount } from '../ibanAccount';
import { checkAnyLicencePlate, notAsked } from '../identifierChecks';
import { checkCnp, cnpIdentity } from './checkCnp';
import { checkRomanianIdCard } from './checkRomanianIdCard';
import { postalCodeOf } from '../postalCodeRule';
import { RO_POSTAL_CODE } from './roPostalCode';

/** The 41 counties and București (ISO 3166-2:RO codes). */
export const RO_COUNTIES: readonly CountryOption[] = [
  ['AB', 'Alba'], ['AR', 'Arad'], ['AG', 'Argeș'], ['BC', 'Bacău'], ['BH', 'Bihor'], ['BN', 'Bistrița-Năsăud'],
  ['BT', 'Botoșani'], ['BV', 'Brașov'], ['BR', 'Brăila'], ['B', 'București'], ['BZ', 'Buzău'], ['CS', 'Caraș-Severin'],
  ['CL', 'Călărași'], ['CJ', 'Cluj'], ['CT', 'Constanța'], ['CV', 'Covasna'], ['DB', 'Dâmbovița'], ['DJ', 'Dolj'],
  ['GL', 'Galați'], ['GR', 'Giurgiu'], ['GJ', 'Gorj'], ['HR', 'Harghita'], ['HD', 'Hunedoara'], ['IL', 'Ialomița'],
  ['IS', 'Iași'], ['IF', 'Ilfov'], ['MM', 'Maramureș'], ['MH', 'Mehedinți'], ['MS', 'Mureș'], ['NT', 'Neamț'],
  ['OT', 'Olt'], ['PH', 'Prahova'], ['SM', 'Satu Mare'], ['SJ', 'Sălaj'], ['SB', 'Sibiu'], ['SV', 'Suceava'],
  ['TR', 'Teleorman'], ['TM', 'Timiș'], ['TL', 'Tulcea'], ['VS', 'Vaslui'], ['VL', 'Vâlcea'], ['VN', 'Vrancea'],
].map(([code, name]) => ({ code: code ?? '', name: name ?? '' }));

/** Romania (docs/validation-by-country.md "Country facts"): CNP with birth date and sex, CI series + number, IBAN RO, DAE. */
export const RO_PACK: CountryPack = {
  country: 'RO',
  checkNationalId: (value) => checkCnp(value),
  identityOf: (value) => (checkCnp(value) === null ? cnpIdentity(value) : null),
  idDocumentTypes: [],
  checkTaxId: notAsked,
  checkIdCard: checkRomanianIdCard,
  ...ibanAccount({ country: 'RO', length: 24 }),
  payoutOptions: [],
  bankAccountTypes: [],
  payoutAccount: ['iban'],
  ...postalCodeOf(RO_POSTAL_CODE),
  regions: RO_COUNTIES,
  regionOf: () => null,
  address: { parts: ['postalCode', 'city', 'street', 'houseNumber'] },
  checkLicencePlate: checkAnyLicencePlate,
  // docs/disclosure.md "Per country": OUG 50/2010, anexa nr. 1.
  aprDisclosure: { shortName: 'DAE', fullName: 'Dobânda anuală efectivă' },
};
