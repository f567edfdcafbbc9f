import type { IdentityFacts } from '../CountryPack';
import { checkDigits, INVALID_CHECKSUM, INVALID_ID_DATE, realDate } from '../identifierChecks';
import type { ValidationError } from '../../validation/ValidationError';

const WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
const CENTURY_BY_MONTH_BLOCK = [1900, 2000, 2100, 2200, 1800];

/** The PESEL check digit of its first 10 digits: (10 − Σ wᵢ·dᵢ mod 10) mod 10, weights 1,3,7,9 (docs/validation-by-country.md "National ids"). */
export function peselCheckDigit(first10: string): number {
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(first10[index] ?? 0), 0);
  return (10 - (sum % 10)) % 10;
}

/** Birth date (the month carries the century) and sex (10th digit odd: male) of 11 digits, or null if the date does not exist. */
export function peselIdentity(value: string): IdentityFacts | null {
  if (!/^\d{11}$/.test(value)) return null;
  const encodedMonth = Number(value.slice(2, 4));
  const year = (CENTURY_BY_MONTH_BLOCK[Math.floor(encodedMonth / 20)] ?? 0) + Number(value.slice(0, 2));
  const birthDate = realDate(year, encodedMonth % 20, Number(value.slice(4, 6)));
  return birthDate ? { birthDate, sex: Number(value[9]) % 2 === 1 ? 'male' : 'female' } : null;
}

/**
 * Polish PESEL (docs/validation-by-country.md "National ids"): 11 digits YYMMDD ZZZ P K; the month carries the century (+0 1900s, +20 2000s,
 * +40 2100s, +60 2200s, +80 1800s); the date must exist; check digit with weights 1,3,7,9. InvalidFormat,
 * WrongLength { length: 11 }, InvalidIdDate, InvalidChecksum or null. Never throws.
 */
export function checkPesel(value: string): ValidationError | null {
  const shape = checkDigits(value, 11);
  if (shape) return shape;
  if (peselIdentity(value) === null) return INVALID_ID_DATE;
  return peselCheckDigit(value.slice(0, 10)) === Number(value[10]) ? null : INVALID_CHECKSUM;
}
