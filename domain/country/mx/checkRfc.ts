import { INVALID_FORMAT, INVALID_ID_DATE, realDate, wrongLength } from '../identifierChecks';
import type { ValidationError } from '../../validation/ValidationError';

const ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';
const RFC_PERSON = /^[A-Z&Ñ]{4}\d{6}[0-9A-Z]{3}$/;

/** The RFC check character of its first 12 characters: alphabet[(11 − Σ value·(13−i) mod 11) mod 11] (docs/validation-by-country.md "Tax ids and id cards"). */
export function rfcCheckCharacter(first12: string): string {
  const padded = first12.padStart(12, ' ');
  const sum = [...padded].reduce((total, character, index) => total + ALPHABET.indexOf(character) * (13 - index), 0);
  return ALPHABET[(11 - (sum % 11)) % 11] ?? '';
}

/**
 * RFC of a persona física (docs/validation-by-country.md "Tax ids and id cards"): 13 characters, 4 letters (Ñ and & allowed), birth date YYMMDD
 * that exists (in 19YY or 20YY), a 3-character homoclave. Its last character is a check character, but ≈ 1.5 % of RFCs
 * in use fail it (docs/validation-by-country.md "Tax ids and id cards", docs/validation-by-country.md "How a field is checked": "warn, do not hard-reject"), so a mismatch is not refused here; `rfcCheckCharacter` is
 * exported for a warning. WrongLength { length: 13 }, InvalidFormat, InvalidIdDate or null. Never throws.
 */
export function checkRfc(value: string): ValidationError | null {
  if ([...value].length !== 13) return wrongLength(13);
  if (!RFC_PERSON.test(value)) return INVALID_FORMAT;
  const [yy, mm, dd] = [Number(value.slice(4, 6)), Number(value.slice(6, 8)), Number(value.slice(8, 10))];
  return realDate(1900 + yy, mm, dd) ?? realDate(2000 + yy, mm, dd) ? null : INVALID_ID_DATE;
}
