import type { CountryPack, SiblingAnswers } from '../CountryPack';
import { checkAnyLicencePlate, checkDigits, INVALID_FORMAT, notAsked, withoutSeparators, wrongLength } from '../identifierChecks';
import type { ValidationError } from '../../validation/ValidationError';
import { checkNit } from './checkNit';
import { CO_BANK_ACCOUNT_TYPES, CO_BANKS, CO_DEPARTMENTS, CO_ID_DOCUMENT_TYPES } from './coOptions';
import { postalCodeOf } from '../postalCodeRule';
import { CO_POSTAL_CODE } from './coPostalCode';

/** The document number by its type (docs/validation-by-country.md "National ids"; no check digit on any of them). Without a type: the cédula. */
function checkColombianId(value: string, answers: SiblingAnswers): ValidationError | null {
  switch (answers.idDocumentType) {
    case 'CE':
      return checkDigits(value, 6, 8);
    case 'PEP':
      return checkDigits(value, 15);
    case 'PPT':
      if (value.length < 7 || value.length > 11) return wrongLength(7, 11);
      return /^[A-Z0-9]+$/.test(value) ? null : INVALID_FORMAT;
    default:
      return checkDigits(value, 6, 10);
  }
}

/** The account number of `answers.bankCode`: a wallet's 10-digit mobile (3XXXXXXXXX), else 6–20 digits (docs/validation-by-country.md "Bank accounts"). */
function checkColombianAccount(value: string, answers: SiblingAnswers): ValidationError | null {
  const option = CO_BANKS.find((bank) => bank.code === answers.bankCode);
  if (option?.kind === 'eWallet') return checkDigits(value, 10) ?? (value.startsWith('3') ? null : INVALID_FORMAT);
  return checkDigits(value, 6, 20);
}

/** Colombia (docs/validation-by-country.md "Country facts"): document type + number (no check digit), NIT with DV, bank + type + account, E.A. */
export const CO_PACK: CountryPack = {
  country: 'CO',
  checkNationalId: checkColombianId,
  identityOf: () => null,
  idDocumentTypes: CO_ID_DOCUMENT_TYPES,
  checkTaxId: (value) => checkNit(value),
  checkIdCard: notAsked,
  checkBankAccount: checkColombianAccount,
  normaliseBankAccount: withoutSeparators,
  payoutOptions: CO_BANKS,
  bankAccountTypes: CO_BANK_ACCOUNT_TYPES,
  payoutAccount: ['bankCode', 'bankAccountType', 'accountNumber'],
  ...postalCodeOf(CO_POSTAL_CODE),
  regions: CO_DEPARTMENTS,
  regionOf: (postalCode) => (/^\d{6}$/.test(postalCode) ? (CO_DEPARTMENTS.find((department) => postalCode.startsWith(department.code)) ?? null) : null),
  address: { parts: ['region', 'city', 'street', 'houseNumber'] },
  checkLicencePlate: checkAnyLicencePlate,
  // docs/disclosure.md "Per country": rates are stated as tasa efectiva anual.
  aprDisclosure: { shortName: 'E.A.', fullName: 'Tasa efectiva anual', monthlyRate: 'always' },
};
