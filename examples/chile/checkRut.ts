import { INVALID_CHECKSUM, INVALID_FORMAT, wrongLength } from '../../domain/country/identifierChecks';
import type { ValidationError } from '../../domain/validation/ValidationError';

/**
 * A Chilean RUT (Rol Único Tributario; a person's RUN is the same number), normalised ("12.345.678-5" → "123456785"):
 * 7 or 8 digits and a check character, 0–9 or K. The check is modulo 11 over the digits from the right with weights
 * 2, 3, 4, 5, 6, 7, 2, 3…; 11 − (sum mod 11) is the check, 11 written 0 and 10 written K. The RUT encodes no birth date.
 * Never throws.
 */
export function checkRut(value: string): ValidationError | null {
  if (!/^[\dK]+$/.test(value)) return INVALID_FORMAT;
  if (!/^\d{7,8}[\dK]$/.test(value)) return wrongLength(8, 9);
  let sum = 0;
  let weight = 2;
  for (let index = value.length - 2; index >= 0; index -= 1) {
    sum += Number(value[index]) * weight;
    weight = weight === 7 ? 2 : weight + 1;
  }
  const rest = 11 - (sum % 11);
  const check = rest === 11 ? '0' : rest === 10 ? 'K' : String(rest);
  return value.endsWith(check) ? null : INVALID_CHECKSUM;
}
