import { validateIBAN, ValidationErrorsIBAN } from 'ibantools';
import type { ValidationError } from '../validation/ValidationError';
import type { Country } from './Country';
import { withoutSeparators } from './identifierChecks';

const CHECKSUM_ERRORS: readonly ValidationErrorsIBAN[] = [
  ValidationErrorsIBAN.WrongIBANChecksum,
  ValidationErrorsIBAN.WrongAccountBankBranchChecksum,
  ValidationErrorsIBAN.ChecksumNotNumber,
];

/** A country whose payout account is an IBAN of its own, as its pack states it. */
export interface IbanCountry {
  readonly country: Country;
  /** Characters of the country's IBAN (ES 24, DE 22, PL 28). */
  readonly length: number;
  /** Digits of the national account number applicants also write alone, without "PL" and check digits (PL NRB: 26). */
  readonly bareNationalDigits?: number;
}

/**
 * The IBAN as checked and stored, the one normaliser of every IBAN field: spaces, dots and dashes removed,
 * upper-cased, a leading "IBAN" label dropped (bank statements print "IBAN ES91 …"; no country code is "IB"), and a
 * bare national number of the country's length given its country code. Idempotent; never throws.
 */
export function normaliseIban(value: string, iban: IbanCountry): string {
  const compact = withoutSeparators(value).toUpperCase().replace(/^(?:IBAN:?)+/, '');
  const bare = iban.bareNationalDigits;
  return bare !== undefined && compact.length === bare && /^\d+$/.test(compact) ? `${iban.country}${compact}` : compact;
}

/**
 * A normalised payout IBAN of the country (a domestic account), with ibantools: another country's IBAN is
 * WrongCountry { country }; the wrong length WrongLength { length }; a bad check (mod 97, or the national digits
 * ibantools knows: Spain's DC, Poland's sort-code digit) InvalidChecksum; anything else InvalidFormat. Never throws.
 */
export function checkIban(value: string, iban: IbanCountry): ValidationError | null {
  if (value.length > 34) return { kind: 'TooLong', params: { max: 34 } };
  if (!/^[A-Z]{2}/.test(value)) return { kind: 'InvalidFormat' };
  if (!value.startsWith(iban.country)) return { kind: 'WrongCountry', params: { country: iban.country } };
  if (value.length !== iban.length) return { kind: 'WrongLength', params: { length: iban.length } };
  const result = validateIBAN(value);
  if (result.valid) return null;
  const checksumOnly = result.errorCodes.every((code) => CHECKSUM_ERRORS.includes(code));
  return { kind: checksumOnly ? 'InvalidChecksum' : 'InvalidFormat' };
}

/** The bank-account half of the pack of a country paid out to IBANs. */
export const ibanAccount = (iban: IbanCountry) => ({
  checkBankAccount: (value: string): ValidationError | null => checkIban(value, iban),
  normaliseBankAccount: (value: string): string => normaliseIban(value, iban),
});
