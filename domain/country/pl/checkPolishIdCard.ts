import { INVALID_CHECKSUM, INVALID_FORMAT, wrongLength } from '../identifierChecks';
import type { ValidationError } from '../../validation/ValidationError';

const WEIGHTS = [7, 3, 1, 9, 7, 3, 1, 7, 3];
const valueOf = (character: string): number => (/\d/.test(character) ? Number(character) : character.charCodeAt(0) - 55);

/** Σ weight·value over the 9 characters (A=10 … Z=35; weights 7,3,1,9,7,3,1,7,3) mod 10: 0 for a valid number (docs/validation-by-country.md "Tax ids and id cards"). */
export function polishIdCardSum(value: string): number {
  return [...value].reduce((total, character, index) => total + (WEIGHTS[index] ?? 0) * valueOf(character), 0) % 10;
}

/**
 * Polish ID card number, dowód osobisty (docs/validation-by-country.md "Tax ids and id cards"): 3 letters + 6 digits, the first digit a check digit
 * (the weighted sum mod 10 is 0). WrongLength { length: 9 }, InvalidFormat, InvalidChecksum or null. Never throws.
 */
export function checkPolishIdCard(value: string): ValidationError | null {
  if (value.length !== 9) return wrongLength(9);
  if (!/^[A-Z]{3}\d{6}$/.test(value)) return INVALID_FORMAT;
  return polishIdCardSum(value) === 0 ? null : INVALID_CHECKSUM;
}
