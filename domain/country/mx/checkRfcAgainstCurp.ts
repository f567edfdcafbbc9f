import type { ValidationError } from '../../validation/ValidationError';
import { checkCurp } from './checkCurp';
import { checkRfc } from './checkRfc';

/** One name letter of the RFC against the CURP's: the same, or the RFC's Ñ where the CURP (letters A–Z only) writes X. */
const sameLetter = (rfc: string | undefined, curp: string | undefined): boolean => rfc === curp || (rfc === 'Ñ' && curp === 'X');

/**
 * Whether the RFC's four name letters are the CURP's (docs/validation-by-country.md "Tax ids and id cards"): letter by
 * letter (sameLetter), or the one pair both authorities produce from an inconvenient word: the CURP replaces its
 * second letter with X, the RFC its fourth, so only the first and third letters can be compared.
 */
function sameNameLetters(rfc: string, curp: string): boolean {
  if ([0, 1, 2, 3].every((i) => sameLetter(rfc[i], curp[i]))) return true;
  return curp[1] === 'X' && rfc[3] === 'X' && sameLetter(rfc[0], curp[0]) && sameLetter(rfc[2], curp[2]);
}

/**
 * A Mexican RFC of a persona física and the CURP of the same person share their first 10 characters: the four name
 * letters and the birth date YYMMDD (docs/validation-by-country.md "Tax ids and id cards"). TaxIdMismatch when both are
 * valid and they differ; null when they agree or either is invalid (checkRfc, checkCurp say why). Normalised input.
 */
export function checkRfcAgainstCurp(rfc: string, curp: string): ValidationError | null {
  if (checkRfc(rfc) !== null || checkCurp(curp) !== null) return null;
  const sameDate = rfc.slice(4, 10) === curp.slice(4, 10);
  return sameDate && sameNameLetters(rfc, curp) ? null : { kind: 'TaxIdMismatch' };
}
