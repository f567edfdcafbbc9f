import type { CountryOption, CountryPack } from '../CountryPack';
import { checkAnyLicencePlate } from '../identifierChecks';
import { ibanAccount } from '../ibanAccount';
import { checkPesel, peselIdentity } from './checkPesel';
import { checkPolishIdCard } from './checkPolishIdCard';
import { postalCodeOf } from '../postalCodeRule';
import { PL_POSTAL_CODE } from './plPostalCode';

/** The 16 voivodeships (ISO 3166-2:PL codes); the postal code does not tell them (docs/validation-by-country.md "Postal codes"). */
export const PL_VOIVODESHIPS: readonly CountryOption[] = [
  ['02', 'dolnośląskie'], ['04', 'kujawsko-pomorskie'], ['06', 'lubelskie'], ['08', 'lubuskie'], ['10', 'łódzkie'],
  ['12', 'małopolskie'], ['14', 'mazowieckie'], ['16', 'opolskie'], ['18', 'podkarpackie'], ['20', 'podlaskie'],
  ['22', 'pomorskie'], ['24', 'śląskie'], ['26', 'świętokrzyskie'], ['28', 'warmińsko-mazurskie'], ['30', 'wielkopolskie'],
  ['32', 'zachodniopomorskie'],
].map(([code, name]) => ({ code: `PL-${code ?? ''}`, name: name ?? '' }));

/** Poland (docs/validation-by-country.md "Country facts"): PESEL with birth date and sex, ID card, IBAN PL (or the bare NRB), RRSO. */
export const PL_PACK: CountryPack = {
  country: 'PL',
  checkNationalId: (value) => checkPesel(value),
  identityOf: (value) => (checkPesel(value) === null ? peselIdentity(value) : null),
  idDocumentTypes: [],
  checkTaxId: (value) => checkPesel(value), // a person's NIP is not asked; the PESEL serves as the tax number
  checkIdCard: checkPolishIdCard,
  ...ibanAccount({ country: 'PL', length: 28, bareNationalDigits: 26 }),
  payoutOptions: [],
  bankAccountTypes: [],
  payoutAccount: ['iban'],
  ...postalCodeOf(PL_POSTAL_CODE),
  regions: PL_VOIVODESHIPS,
  regionOf: () => null,
  address: { parts: ['postalCode', 'city', 'street', 'houseNumber'] },
  checkLicencePlate: checkAnyLicencePlate,
  // docs/disclosure.md "Per country": ustawa o kredycie konsumenckim art. 5 and 7.
  aprDisclosure: { shortName: 'RRSO', fullName: 'Rzeczywista roczna stopa oprocentowania' },
};
