import { daysInMonth } from '../CalendarDate';
import type { ValidationError } from '../ValidationError';

const KEY = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9];
const CENTURY_BY_SEX_DIGIT: Readonly<Record<string, number>> = { '1': 1900, '2': 1900, '3': 1800, '4': 1800, '5': 2000, '6': 2000 };

const isKnownCounty = (county: number): boolean =>
  (county >= 1 && county <= 48) || county === 51 || county === 52 || county === 70 || (county >= 80 && county <= 83);

/**
 * Romanian CNP (country-rules.md §5.1): 13 digits S AA LL ZZ JJ NNN C. S is 1–9 (7, 8, 9: residents and foreigners,
 * century unknown: the year is taken as 20AA, so 29 February passes in every year divisible by 4); the birth date
 * must exist; JJ is a
 * county code (01–46, the defunct 47/48, 51, 52, 70, 80–83 as python-stdnum accepts); NNN is 001–999; the check digit
 * is Σ key·digit mod 11 with 10 → 1 (key 279146358279). Never throws.
 */
export function checkCnp(value: string): ValidationError | null {
  if (!/^[1-9]\d{12}$/.test(value)) return { kind: 'InvalidFormat' };
  const digits = [...value].map(Number);
  const year = (CENTURY_BY_SEX_DIGIT[value[0] ?? ''] ?? 2000) + Number(value.slice(1, 3));
  const month = Number(value.slice(3, 5));
  const day = Number(value.slice(5, 7));
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return { kind: 'InvalidDate' };
  if (!isKnownCounty(Number(value.slice(7, 9))) || value.slice(9, 12) === '000') return { kind: 'InvalidFormat' };
  const remainder = KEY.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0) % 11;
  return (remainder === 10 ? 1 : remainder) === digits[12] ? null : { kind: 'InvalidChecksum' };
}
