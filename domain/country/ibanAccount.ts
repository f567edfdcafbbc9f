import { validateIBAN, ValidationErrorsIBAN } from 'ibantools';
import type { Country } from '../brand/BrandConfigSchema';
import type { ValidationError } from '../validation/ValidationError';

const CHECKSUM_ERRORS: readonly ValidationErrorsIBAN[] = [
  ValidationErrorsIBAN.WrongIBANChecksum,
  ValidationErrorsIBAN.WrongAccountBankBranchChecksum,
  ValidationErrorsIBAN.ChecksumNotNumber,
];

/** IBAN lengths of the IBAN countries among the brands (country-rules.md §1.3, §3.4, §5.3, §6.3). */
const IBAN_LENGTH: Readonly<Partial<Record<Country, number>>> = { ES: 24, PL: 28, RO: 24, DE: 22 };

/**
 * The payout IBAN of a brand in `country` (ES, PL, RO, DE; country-rules.md §1.3, §3.4, §5.3, §6.3) with ibantools:
 * another country's IBAN is WrongCountry { country }; the wrong length WrongLength { length }; a bad check (mod 97,
 * or the national digits ibantools knows: Spain's DC, Poland's sort-code digit) InvalidChecksum; anything else
 * InvalidFormat. Expects the normalised value (normaliseIbanOf). Never throws.
 */
export function checkIbanOf(value: string, country: Country): ValidationError | null {
  if (value.length > 34) return { kind: 'TooLong', params: { max: 34 } };
  if (!/^[A-Z]{2}/.test(value)) return { kind: 'InvalidFormat' };
  if (!value.startsWith(country)) return { kind: 'WrongCountry', params: { country } };
  const length = IBAN_LENGTH[country];
  if (length !== undefined && value.length !== length) return { kind: 'WrongLength', params: { length } };
  const result = validateIBAN(value);
  if (result.valid) return null;
  const checksumOnly = result.errorCodes.every((code) => CHECKSUM_ERRORS.includes(code));
  return { kind: checksumOnly ? 'InvalidChecksum' : 'InvalidFormat' };
}

/**
 * The IBAN as checked and stored: spaces, dots and dashes removed, upper-cased, a leading "IBAN" label dropped; for Poland a 26-digit NRB gets its "PL"
 * (country-rules.md §3.4, §10). Idempotent; never throws.
 */
export function normaliseIbanOf(value: string, country: Country): string {
  // Bank statements print "IBAN ES91 …": the label is not part of the number (no country code is "IB").
  const compact = value.replace(/[\s.-]+/g, '').toUpperCase().replace(/^(?:IBAN:?)+/, '');
  return country === 'PL' && /^\d{26}$/.test(compact) ? `PL${compact}` : compact;
}
