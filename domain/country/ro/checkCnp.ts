import type { IdentityFacts } from '../CountryPack';
import { checkDigits, INVALID_CHECKSUM, INVALID_FORMAT, INVALID_ID_DATE, realDate } from '../identifierChecks';
import type { ValidationError } from '../../validation/ValidationError';

const KEY = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9];
const CENTURY_BY_SEX_DIGIT: Readonly<Record<string, number>> = { '1': 1900, '2': 1900, '3': 1800, '4': 1800, '5': 2000, '6': 2000 };

const isKnownCounty = (county: number): boolean =>
  (county >= 1 && county <= 48) || county === 51 || county === 52 || county === 70 || (county >= 80 && county <= 83);

/** The CNP check digit of its first 12 digits: Σ key·digit mod 11, 10 → 1 (key 279146358279, docs/validation-by-country.md "National ids"). */
export function cnpCheckDigit(first12: string): number {
  const remainder = KEY.reduce((total, weight, index) => total + weight * Number(first12[index] ?? 0), 0) % 11;
  return remainder === 10 ? 1 : remainder;
}

// 7, 8, 9 (residents, foreigners) carry no century: the date is checked in 20AA, so 29 February passes every 4th year.
const dateOf = (value: string) =>
  realDate((CENTURY_BY_SEX_DIGIT[value[0] ?? ''] ?? 2000) + Number(value.slice(1, 3)), Number(value.slice(3, 5)), Number(value.slice(5, 7)));

/**
 * Birth date and sex of a CNP whose first digit gives the century (1–6; odd: male), or null: residents' and foreigners'
 * CNPs (7, 8, 9) do not say the century, so no birth date is read from them.
 */
export function cnpIdentity(value: string): IdentityFacts | null {
  if (!/^[1-6]\d{12}$/.test(value)) return null;
  const birthDate = dateOf(value);
  return birthDate ? { birthDate, sex: Number(value[0]) % 2 === 1 ? 'male' : 'female' } : null;
}

/**
 * Romanian CNP (docs/validation-by-country.md "National ids"): 13 digits S AA LL ZZ JJ NNN C. S is 1–9; the birth date must exist; JJ is a
 * county code (01–46, the defunct 47/48, 51, 52, 70, 80–83 as python-stdnum accepts): UnknownRegionCode; NNN is
 * 001–999; the check digit uses key 279146358279. InvalidFormat, WrongLength { length: 13 }, InvalidIdDate,
 * UnknownRegionCode, InvalidChecksum or null. Never throws.
 */
export function checkCnp(value: string): ValidationError | null {
  const shape = checkDigits(value, 13);
  if (shape) return shape;
  if (value[0] === '0' || value.slice(9, 12) === '000') return INVALID_FORMAT;
  if (dateOf(value) === null) return INVALID_ID_DATE;
  if (!isKnownCounty(Number(value.slice(7, 9)))) return { kind: 'UnknownRegionCode' };
  return cnpCheckDigit(value.slice(0, 12)) === Number(value[12]) ? null : INVALID_CHECKSUM;
}
