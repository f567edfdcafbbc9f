import { checkDigits, INVALID_FORMAT, wrongLength } from '../identifierChecks';
import type { ValidationError } from '../../validation/ValidationError';

/**
 * A Philippine government id number by its type (docs/validation-by-country.md "National ids"; none has a published check digit, so shape
 * only): PhilSys card number (PCN) 16 digits; UMID CRN 12 digits; SSS 10 digits; TIN 9 digits or 12 with the branch
 * code; driver's licence a letter + 10 digits (LTO "A01-23-456789"); passport a letter + 7 digits + a letter. Without
 * a type (the flow asked none), any of these shapes passes. Expects the normalised value. Never throws.
 */
export function checkPhilippineId(value: string, idDocumentType: string | undefined): ValidationError | null {
  switch (idDocumentType) {
    case 'philsys':
      return checkDigits(value, 16);
    case 'umid':
      return checkDigits(value, 12);
    case 'sss':
      return checkDigits(value, 10);
    case 'tin':
      return checkDigits(value, 9, 12) ?? (value.length === 9 || value.length === 12 ? null : INVALID_FORMAT);
    case 'driversLicence':
      if (value.length !== 11) return wrongLength(11);
      return /^[A-Z]\d{10}$/.test(value) ? null : INVALID_FORMAT;
    case 'passport':
      if (value.length !== 9) return wrongLength(9);
      return /^[A-Z]\d{7}[A-Z]$/.test(value) ? null : INVALID_FORMAT;
    default:
      return /^(?:\d{9,10}|\d{12}|\d{16}|[A-Z]\d{10}|[A-Z]\d{7}[A-Z])$/.test(value) ? null : INVALID_FORMAT;
  }
}
