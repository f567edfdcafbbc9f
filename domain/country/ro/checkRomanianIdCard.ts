import { INVALID_FORMAT, wrongLength } from '../identifierChecks';
import type { ValidationError } from '../../validation/ValidationError';

/**
 * Romanian identity card (carte de identitate) series and number written together: the 2-letter series of the issuing
 * county and a 6-digit number, e.g. "XV123456" (issue 11 §3: "Romania asks ID card series and number"). The card
 * number has no published check digit. WrongLength { length: 8 }, InvalidFormat or null. Never throws.
 */
export function checkRomanianIdCard(value: string): ValidationError | null {
  if (value.length !== 8) return wrongLength(8);
  return /^[A-Z]{2}\d{6}$/.test(value) ? null : INVALID_FORMAT;
}
