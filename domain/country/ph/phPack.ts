import type { CountryPack, SiblingAnswers } from '../CountryPack';
import { checkAnyLicencePlate, checkDigits, INVALID_FORMAT, notAsked, withoutSeparators } from '../identifierChecks';
import type { ValidationError } from '../../validation/ValidationError';
import { checkPhilippineId } from './checkPhilippineId';
import { PH_ID_DOCUMENT_TYPES, PH_PAYOUT_OPTIONS, PH_REGIONS } from './phOptions';
import { postalCodeOf } from '../postalCodeRule';
import { PH_POSTAL_CODE } from './phPostalCode';

/**
 * The payout account by the kind of `answers.bankCode` (docs/validation-by-country.md "Bank accounts"): an e-wallet (GCash, Maya) is the 11-digit mobile
 * 09XXXXXXXXX it is keyed by; a bank account 10–16 digits. Without a choice, either shape passes.
 */
function checkPhilippineAccount(value: string, answers: SiblingAnswers): ValidationError | null {
  const option = PH_PAYOUT_OPTIONS.find((payout) => payout.code === answers.bankCode);
  const wallet = () => checkDigits(value, 11) ?? (value.startsWith('09') ? null : INVALID_FORMAT);
  if (option?.kind === 'eWallet') return wallet();
  if (option === undefined && /^09\d{9}$/.test(value)) return null;
  return checkDigits(value, 10, 16);
}

/** Philippines (docs/validation-by-country.md "Country facts"): id type + number (shape only), bank account or e-wallet, barangay, EIR. */
export const PH_PACK: CountryPack = {
  country: 'PH',
  checkNationalId: (value, answers) => checkPhilippineId(value, answers.idDocumentType),
  identityOf: () => null,
  idDocumentTypes: PH_ID_DOCUMENT_TYPES,
  checkTaxId: (value) => checkPhilippineId(value, 'tin'),
  checkIdCard: notAsked,
  checkBankAccount: checkPhilippineAccount,
  // Only an explicit "+63 9…" is a mobile to rewrite: a bank account may start with 639 (it was turned into 09…).
  normaliseBankAccount: (value) => withoutSeparators(value).replace(/^\+63(9\d{9})$/, '0$1').replace(/\+/g, ''),
  payoutOptions: PH_PAYOUT_OPTIONS,
  bankAccountTypes: [],
  payoutAccount: ['bankCode', 'accountNumber'],
  ...postalCodeOf(PH_POSTAL_CODE),
  regions: PH_REGIONS,
  regionOf: () => null,
  address: { parts: ['optionalPostalCode', 'region', 'city', 'suburb', 'street', 'houseNumber'] },
  checkLicencePlate: checkAnyLicencePlate,
  // docs/disclosure.md "Per country": Truth in Lending Act, BSP Circular 730: the finance charge as an Effective Interest Rate,
  // and the amount financed is the net amount (docs/disclosure.md "Amount paid out and taxes").
  aprDisclosure: { shortName: 'EIR', fullName: 'Effective Interest Rate', monthlyRate: 'upToOneYear', netAmount: 'amountFinanced', costOfCredit: 'financeCharge' },
};
