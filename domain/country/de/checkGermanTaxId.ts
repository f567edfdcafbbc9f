import { checkDigits, INVALID_CHECKSUM, INVALID_FORMAT } from '../identifierChecks';
import type { ValidationError } from '../../validation/ValidationError';

/** The ISO 7064 Mod 11,10 running check over `digits` (docs/validation-by-country.md "National ids"): 1 for a valid full number. */
export function mod11x10(digits: string): number {
  let check = 5;
  for (const digit of digits) check = ((((check || 10) * 2) % 11) + Number(digit)) % 10;
  return check;
}

/** The Steuer-IdNr check digit of its first 10 digits. */
export const germanTaxIdCheckDigit = (first10: string): number => (11 - ((mod11x10(first10) || 10) * 2) % 11) % 10;

/**
 * German Steuer-IdNr (docs/validation-by-country.md "Tax ids and id cards"), an optional tax id (the form usually does not ask it): 11 digits, first
 * not 0; in the first 10 exactly one digit appears 2 or 3 times and the others at most once; ISO 7064 Mod 11,10 check
 * digit. InvalidFormat, WrongLength { length: 11 }, InvalidChecksum or null. Never throws.
 */
export function checkGermanTaxId(value: string): ValidationError | null {
  const shape = checkDigits(value, 11);
  if (shape) return shape;
  if (value[0] === '0') return INVALID_FORMAT;
  const counts = new Map<string, number>();
  for (const digit of value.slice(0, 10)) counts.set(digit, (counts.get(digit) ?? 0) + 1);
  const repeated = [...counts.values()].filter((count) => count > 1);
  if (repeated.length !== 1 || (repeated[0] ?? 0) > 3) return INVALID_FORMAT;
  return mod11x10(value) === 1 ? null : INVALID_CHECKSUM;
}
