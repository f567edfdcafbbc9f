import { validateIBAN, ValidationErrorsIBAN } from 'ibantools';
import type { Country } from '../brand/BrandConfigSchema';
import type { ValidationError } from './ValidationError';

/** Brand countries with IBANs (country-rules.md §0): the payout account must be one of the brand's country. */
const IBAN_COUNTRIES: readonly Country[] = ['ES', 'DE', 'PL', 'RO'];

const CHECKSUM_ERRORS: readonly ValidationErrorsIBAN[] = [
  ValidationErrorsIBAN.WrongIBANChecksum,
  ValidationErrorsIBAN.WrongAccountBankBranchChecksum,
  ValidationErrorsIBAN.ChecksumNotNumber,
];

/**
 * Bank account as IBAN (spec §3 incomeDetails.iban; country-rules.md §1.3) with ibantools: length and BBAN format of
 * the country, mod-97 check digits, and the national check digits where ibantools knows them (Spain's two DC digits,
 * Poland's sort-code digit). For ES, DE, PL and RO brands the IBAN must be of the brand's own country (a domestic
 * payout account): another country's is InvalidFormat { country }. Expects a normalised value (normaliseIban).
 * InvalidFormat, InvalidChecksum or null. Never throws.
 */
export function checkIban(value: string, country: Country): ValidationError | null {
  if (value.length > 34) return { kind: 'TooLong', params: { max: 34 } };
  if (IBAN_COUNTRIES.includes(country) && !value.startsWith(country)) return { kind: 'InvalidFormat', params: { country } };
  const result = validateIBAN(value);
  if (result.valid) return null;
  const checksumOnly = result.errorCodes.every((code) => CHECKSUM_ERRORS.includes(code));
  return { kind: checksumOnly ? 'InvalidChecksum' : 'InvalidFormat' };
}
