import type { CountryPack } from '../CountryPack';
import { checkAnyLicencePlate, notAsked, withoutSeparators } from '../identifierChecks';
import { checkClabe } from './checkClabe';
import { checkCurp, curpIdentity } from './checkCurp';
import { checkRfc } from './checkRfc';
import { checkRfcAgainstCurp } from './checkRfcAgainstCurp';
import { MX_BANKS } from './mxBanks';
import { postalCodeOf } from '../postalCodeRule';
import { MX_POSTAL_CODE } from './mxPostalCode';
import { MX_STATES, mxStateOfPostalCode } from './mxStates';


/** Mexico (docs/validation-by-country.md "Country facts"): CURP with birth date and sex, RFC, CLABE with bank code, state from the CP, CAT. */
export const MX_PACK: CountryPack = {
  country: 'MX',
  checkNationalId: (value) => checkCurp(value),
  identityOf: (value) => (checkCurp(value) === null ? curpIdentity(value) : null),
  idDocumentTypes: [],
  checkTaxId: (value) => checkRfc(value),
  checkTaxIdAgainstNationalId: (rfc, curp) => checkRfcAgainstCurp(rfc, curp),
  checkIdCard: notAsked,
  checkBankAccount: (value) => checkClabe(value),
  normaliseBankAccount: withoutSeparators,
  payoutOptions: MX_BANKS,
  bankAccountTypes: [],
  payoutAccount: ['accountNumber'],
  ...postalCodeOf(MX_POSTAL_CODE),
  regions: MX_STATES,
  regionOf: mxStateOfPostalCode,
  address: { parts: ['postalCode', 'region', 'city', 'suburb', 'street', 'houseNumber'] },
  checkLicencePlate: checkAnyLicencePlate,
  // docs/disclosure.md "Per country": LTOSF art. 8, Banxico; advertised sin IVA, the total with IVA (16 % on interest and fees) beside it.
  aprDisclosure: { shortName: 'CAT', fullName: 'Costo Anual Total', qualifier: 'sin IVA. Para fines informativos y de comparación', costTax: { name: 'IVA', rate: 0.16 } },
};
