import type { IdentityFacts } from '../CountryPack';
import { INVALID_CHECKSUM, INVALID_FORMAT, INVALID_ID_DATE, realDate, wrongLength } from '../identifierChecks';
import type { ValidationError } from '../../validation/ValidationError';

const ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ';
const CURP = /^[A-Z]{4}\d{6}[HM](?:AS|BC|BS|CC|CH|CL|CM|CS|DF|DG|GR|GT|HG|JC|MC|MN|MS|NE|NL|NT|OC|PL|QR|QT|SL|SP|SR|TC|TL|TS|VZ|YN|ZS)[B-DF-HJ-NP-TV-Z]{3}[0-9A-Z]\d$/;

/** The CURP check digit of its first 17 characters: (10 − Σ value·(18−i) mod 10) mod 10 (docs/validation-by-country.md "National ids"). */
export function curpCheckDigit(first17: string): string {
  const sum = [...first17].reduce((total, character, index) => total + ALPHABET.indexOf(character) * (18 - index), 0);
  return String((10 - (sum % 10)) % 10);
}

/** Birth date (position 17: a digit before 2000, a letter from 2000) and sex (H/M) of a well-formed CURP, or null. */
export function curpIdentity(value: string): IdentityFacts | null {
  if (!CURP.test(value)) return null;
  const century = /\d/.test(value[16] ?? '') ? 1900 : 2000;
  const birthDate = realDate(century + Number(value.slice(4, 6)), Number(value.slice(6, 8)), Number(value.slice(8, 10)));
  return birthDate ? { birthDate, sex: value[10] === 'H' ? 'male' : 'female' } : null;
}

/**
 * Mexican CURP (docs/validation-by-country.md "National ids"): 18 characters, 4 letters, birth date YYMMDD, sex H/M, state code, 3 internal
 * consonants, differentiator, check digit over the alphabet 0–9A–N&O–Z. WrongLength { length: 18 }, InvalidFormat,
 * InvalidIdDate, InvalidChecksum or null. Never throws.
 */
export function checkCurp(value: string): ValidationError | null {
  if (value.length !== 18) return wrongLength(18);
  if (!CURP.test(value)) return INVALID_FORMAT;
  if (curpIdentity(value) === null) return INVALID_ID_DATE;
  return curpCheckDigit(value.slice(0, 17)) === value[17] ? null : INVALID_CHECKSUM;
}
