import { checkDigits, INVALID_CHECKSUM } from '../identifierChecks';
import type { ValidationError } from '../../validation/ValidationError';

const WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];

/** The NIT's dígito de verificación of `base`: weights from the rightmost digit, "01987654321"[Σ mod 11] (docs/validation-by-country.md "Tax ids and id cards"). */
export function nitCheckDigit(base: string): string {
  const sum = [...base].reverse().reduce((total, digit, index) => total + Number(digit) * (WEIGHTS[index] ?? 0), 0);
  return '01987654321'[sum % 11] ?? '';
}

/**
 * Colombian NIT with its DV, written together once normalised ("213.123.432-1" → "2131234321"; docs/validation-by-country.md "Tax ids and id cards"):
 * a person's NIT is their cédula (6–10 digits) plus the DV, so 7–11 digits. InvalidFormat, LengthOutOfRange
 * { min: 7, max: 11 }, InvalidChecksum or null. Never throws.
 */
export function checkNit(value: string): ValidationError | null {
  const shape = checkDigits(value, 7, 11);
  if (shape) return shape;
  return nitCheckDigit(value.slice(0, -1)) === value.slice(-1) ? null : INVALID_CHECKSUM;
}
