import type { FieldRule } from './FieldRule';
import { normaliseIdentifier } from './normaliseIdentifier';
import { normaliseLicencePlate } from './normaliseLicencePlate';
import type { CountryNormalisers } from './ValidationContext';

/**
 * The form value as it should be stored and sent: identifiers compacted and upper-cased, e-mail trimmed; postal
 * codes and payout accounts as the brand country writes them (its pack's normalisers: `country`; without them, the
 * postal code loses its spaces and the account stays as typed, to be judged once the pack is there). Other rules
 * keep the value as typed (their patterns judge trailing spaces). Non-strings are returned unchanged. Idempotent;
 * never throws. A value that is nothing but separators ("-", " . ") stays as typed: compacted to nothing it would read
 * as a missing answer, and the applicant typed something, so it is judged as an invalid format.
 */
export function normaliseField(rule: FieldRule, value: unknown, country?: CountryNormalisers): unknown {
  if (typeof value !== 'string') return value;
  const normalised = normaliseText(rule, value, country);
  return normalised === '' && value.trim() !== '' ? value : normalised;
}

function normaliseText(rule: FieldRule, value: string, country?: CountryNormalisers): string {
  switch (rule) {
    case 'nationalId':
    case 'taxId':
    case 'idCard':
      return normaliseIdentifier(value);
    case 'bankAccount':
      return country ? country.normaliseBankAccount(value) : value;
    case 'licencePlate':
      return normaliseLicencePlate(value);
    case 'postalCode':
      return country ? country.normalisePostalCode(value) : value.replace(/\s+/g, '');
    case 'email':
      return value.trim();
    default:
      return value;
  }
}
