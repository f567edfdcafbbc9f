import { daysInMonth } from '../CalendarDate';
import type { ValidationError } from '../ValidationError';

const WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
const CENTURY_BY_MONTH_BLOCK = [1900, 2000, 2100, 2200, 1800];

/**
 * Polish PESEL (country-rules.md §3.1): 11 digits YYMMDD ZZZ P K; the month carries the century (+0 1900s,
 * +20 2000s, +40 2100s, +60 2200s, +80 1800s); the date must exist; K = (10 − Σ wᵢ·dᵢ mod 10) mod 10 with weights
 * 1,3,7,9,… InvalidFormat, InvalidDate, InvalidChecksum or null. Never throws.
 */
export function checkPesel(value: string): ValidationError | null {
  if (!/^\d{11}$/.test(value)) return { kind: 'InvalidFormat' };
  const digits = [...value].map(Number);
  const encodedMonth = Number(value.slice(2, 4));
  const year = (CENTURY_BY_MONTH_BLOCK[Math.floor(encodedMonth / 20)] ?? 0) + Number(value.slice(0, 2));
  const month = encodedMonth % 20;
  const day = Number(value.slice(4, 6));
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return { kind: 'InvalidDate' };
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
  return (10 - (sum % 10)) % 10 === digits[10] ? null : { kind: 'InvalidChecksum' };
}
