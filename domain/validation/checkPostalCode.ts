import type { Country } from '../brand/BrandConfigSchema';
import { POSTAL_CODE_RULES } from '../country/postalCodeRules';
import type { ValidationError } from './ValidationError';

const MAX_LENGTH = 16;

/**
 * Postal code of `country` (spec §5 "exactly 5 digits" for Spain; country-rules.md §0 for the others): InvalidFormat
 * when the shape is wrong, UnknownProvince when the region prefix does not exist (Spain: 01–52, §1.2), else null.
 * Expects the normalised value (see normalisePostalCode). Never throws.
 */
export function checkPostalCode(value: string, country: Country): ValidationError | null {
  if (value.length > MAX_LENGTH) return { kind: 'TooLong', params: { max: MAX_LENGTH } };
  const rule = POSTAL_CODE_RULES[country];
  if (!rule.pattern.test(value)) return { kind: 'InvalidFormat' };
  if (rule.prefixes !== undefined && !rule.prefixes.includes(value.slice(0, 2))) return { kind: 'UnknownProvince' };
  return null;
}
