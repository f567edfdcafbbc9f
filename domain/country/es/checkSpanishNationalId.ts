import type { ValidationError } from '../../validation/ValidationError';

const LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const DNI = /^\d{8}[A-Z]$/;
const NIE = /^[XYZ]\d{7}[A-Z]$/;

/** The control letter of an 8-digit DNI number: `LETTERS[number % 23]` (docs/validation-by-country.md "National ids"). */
export function dniControlLetter(eightDigits: string): string {
  return LETTERS[Number(eightDigits) % 23] ?? '';
}

/**
 * Spanish DNI (8 digits + letter) or NIE (X/Y/Z + 7 digits + letter, X→0, Y→1, Z→2), one field for both
 * (docs/validation-by-country.md "National ids", "How a field is checked"). Expects a normalised value (normaliseIdentifier). InvalidFormat, InvalidChecksum
 * (wrong control letter) or null. Never throws.
 */
export function checkSpanishNationalId(value: string): ValidationError | null {
  if (!DNI.test(value) && !NIE.test(value)) return { kind: 'InvalidFormat' };
  const digits = value.slice(0, 8).replace('X', '0').replace('Y', '1').replace('Z', '2');
  return dniControlLetter(digits) === value[8] ? null : { kind: 'InvalidChecksum' };
}
