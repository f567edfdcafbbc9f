import { INVALID_CHECKSUM, INVALID_FORMAT, wrongLength } from '../identifierChecks';
import type { ValidationError } from '../../validation/ValidationError';

const WEIGHTS = [7, 3, 1];
const valueOf = (character: string): number => (/\d/.test(character) ? Number(character) : character.charCodeAt(0) - 55);

/**
 * German Personalausweis document number (docs/validation-by-country.md "National ids", S2 `de/pwnr.ts`): 9 characters of
 * [0-9CFGHJKLMNPRTVWXYZ] + a check digit, weights 7,3,1 mod 10. No German flow asks it (identity comes from
 * VideoIdent/PostIdent; German brands ask the date of birth). WrongLength { length: 10 }, InvalidFormat,
 * InvalidChecksum or null. Never throws.
 */
export function checkPersonalausweis(value: string): ValidationError | null {
  if (value.length !== 10) return wrongLength(10);
  if (!/^[0-9CFGHJKLMNPRTVWXYZ]{9}\d$/.test(value)) return INVALID_FORMAT;
  const sum = [...value.slice(0, 9)].reduce((total, character, index) => total + valueOf(character) * (WEIGHTS[index % 3] ?? 0), 0);
  return sum % 10 === Number(value[9]) ? null : INVALID_CHECKSUM;
}
