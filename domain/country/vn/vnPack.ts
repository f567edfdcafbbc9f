import type { CountryPack } from '../CountryPack';
import { checkAnyLicencePlate, checkDigits, notAsked, withoutSeparators } from '../identifierChecks';
import { cccdIdentity, checkCccd } from './checkCccd';
import { VN_BANKS, VN_PROVINCES } from './vnOptions';
import { postalCodeOf } from '../postalCodeRule';
import { VN_POSTAL_CODE } from './vnPostalCode';

/** Vietnam (docs/validation-by-country.md "Country facts"): CCCD with province code and birth year, bank + 6–19-digit account, 34 provinces, VND. */
export const VN_PACK: CountryPack = {
  country: 'VN',
  checkNationalId: (value) => checkCccd(value),
  identityOf: (value) => (checkCccd(value) === null ? cccdIdentity(value) : null),
  idDocumentTypes: [],
  checkTaxId: notAsked,
  checkIdCard: notAsked,
  checkBankAccount: (value) => checkDigits(value, 6, 19),
  normaliseBankAccount: withoutSeparators,
  payoutOptions: VN_BANKS,
  bankAccountTypes: [],
  payoutAccount: ['bankCode', 'accountNumber'],
  ...postalCodeOf(VN_POSTAL_CODE),
  regions: VN_PROVINCES,
  regionOf: () => null,
  // Since 1 July 2025 the address is province + ward/commune (districts abolished).
  address: { parts: ['region', 'ward', 'street', 'houseNumber'] },
  checkLicencePlate: checkAnyLicencePlate,
  // docs/disclosure.md "Per country": no statutory APR name was found; rates are quoted as "lãi suất %/năm". Labelled APR until confirmed locally.
  aprDisclosure: { shortName: 'APR', fullName: 'Lãi suất năm quy đổi (APR)' },
};
