import type { CountryPack } from '../CountryPack';
import { notAsked } from '../identifierChecks';
import { checkClabe } from './checkClabe';
import { checkCurp, curpIdentity } from './checkCurp';
import { checkRfc } from './checkRfc';
import { MX_BANKS } from './mxBanks';
import { MX_POSTAL_CODE } from './mxPostalCode';
import { MX_STATES, mxStateOfPostalCode } from './mxStates';

const digitsOnly = (value: string): string => value.replace(/[\s.-]+/g, '');

/** Mexico (country-rules.md §2): CURP with birth date and sex, RFC, CLABE with bank code, state from the CP, CAT. */
export const MX_PACK: CountryPack = {
  country: 'MX',
  checkNationalId: (value) => checkCurp(value),
  identityOf: (value) => (checkCurp(value) === null ? curpIdentity(value) : null),
  idDocumentTypes: [],
  checkTaxId: (value) => checkRfc(value),
  checkIdCard: notAsked,
  checkBankAccount: (value) => checkClabe(value),
  normaliseBankAccount: digitsOnly,
  payoutOptions: MX_BANKS,
  bankAccountTypes: [],
  postalCode: MX_POSTAL_CODE,
  regions: MX_STATES,
  regionOf: mxStateOfPostalCode,
  address: { regionLabel: 'state', extraParts: ['colonia'], postalCodeRequired: true },
  currency: { code: 'MXN', displayDecimals: 2, singular: 'peso', plural: 'pesos' },
  // §2.8: LTOSF art. 8, Banxico; advertised sin IVA.
  aprDisclosure: { shortName: 'CAT', fullName: 'Costo Anual Total', qualifier: 'sin IVA. Para fines informativos y de comparación' },
};

/** The pack found by convention (domain/country/loadCountryPack.ts). */
export default MX_PACK;
