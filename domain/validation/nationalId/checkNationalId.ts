import type { Country } from '../../brand/BrandConfigSchema';
import type { ValidationError } from '../ValidationError';
import { checkCnp } from './checkCnp';
import { checkCurp } from './checkCurp';
import { checkGermanTaxId } from './checkGermanTaxId';
import { checkPesel } from './checkPesel';
import { checkSpanishNationalId } from './checkSpanishNationalId';
import { STRUCTURAL_ID_PATTERNS } from './structuralIdPatterns';

const shape = (pattern: RegExp) => (value: string): ValidationError | null =>
  pattern.test(value) ? null : { kind: 'InvalidFormat' };

/** The national-identifier check of each brand country (country-rules.md §0 "Main personal ID"). */
export const NATIONAL_ID_CHECKS: Readonly<Record<Country, (value: string) => ValidationError | null>> = {
  ES: checkSpanishNationalId,
  PL: checkPesel,
  RO: checkCnp,
  MX: checkCurp,
  DE: checkGermanTaxId,
  CO: shape(STRUCTURAL_ID_PATTERNS.CO),
  VN: shape(STRUCTURAL_ID_PATTERNS.VN),
  PH: shape(STRUCTURAL_ID_PATTERNS.PH),
};

/**
 * The applicant's national identifier for `country` (spec §3 personalCode, §5; country-rules.md §1.1 DNI/NIE and the
 * other countries' sections). Expects a normalised value (normaliseIdentifier); longer than 32 characters is TooLong.
 * Never throws.
 */
export function checkNationalId(value: string, country: Country): ValidationError | null {
  if (value.length > 32) return { kind: 'TooLong', params: { max: 32 } };
  return NATIONAL_ID_CHECKS[country](value);
}
