import type { CountryPack } from '../../domain/country/CountryPack';
import { checkAnyLicencePlate, checkDigits, notAsked, withoutSeparators } from '../../domain/country/identifierChecks';
import { postalCodeOf } from '../../domain/country/postalCodeRule';
import { checkRut } from './checkRut';
import { CL_BANKS, CL_REGIONS } from './clOptions';
import { CL_POSTAL_CODE } from './clPostalCode';

/**
 * Chile, the worked example of a country that is one folder (README "Add a country"): the RUT with its check
 * character (national id and tax id alike), a bank and a 6–20-digit account (no IBAN), region and comuna, the CAE.
 */
export const CL_PACK: CountryPack = {
  country: 'CL',
  checkNationalId: (value) => checkRut(value),
  // The RUT encodes no birth date: the date of birth step asks it.
  identityOf: () => null,
  idDocumentTypes: [],
  checkTaxId: (value) => checkRut(value),
  checkIdCard: notAsked,
  checkBankAccount: (value) => checkDigits(value, 6, 20),
  normaliseBankAccount: withoutSeparators,
  payoutOptions: CL_BANKS,
  bankAccountTypes: [],
  payoutAccount: ['bankCode', 'accountNumber'],
  ...postalCodeOf(CL_POSTAL_CODE),
  regions: CL_REGIONS,
  regionOf: () => null,
  // A Chilean address: region, comuna (the municipality), street and number; the postal code is rarely known.
  address: { parts: ['optionalPostalCode', 'region', 'ward', 'street', 'houseNumber'] },
  checkLicencePlate: checkAnyLicencePlate,
  // Ley 20.555 (SERNAC financiero): the cost of a consumer credit is stated as its carga anual equivalente.
  aprDisclosure: { shortName: 'CAE', fullName: 'Carga anual equivalente' },
};
