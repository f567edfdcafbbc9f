import type { ValidationError } from '../validation/ValidationError';

/**
 * A country's postal code: its shape, where the country has them the valid region prefixes (first two characters: a
 * shape match with another prefix is UnknownProvince), and how a typed code is written as stored. One per country
 * folder (`<cc>PostalCode.ts`), held by its profile and its pack.
 */
export interface PostalCodeRule {
  readonly pattern: RegExp;
  readonly prefixes?: readonly string[];
  /** The stored form of a code without spaces, where the country writes it otherwise (PL "01224" → "01-224"). */
  readonly normalise?: (compact: string) => string;
}

/** The two-digit strings `from`..`to`, zero-padded ("01".."52"). */
export const prefixRange = (from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, index) => String(from + index).padStart(2, '0'));

const MAX_LENGTH = 16;

/** The postal code as stored: spaces removed, then the rule's own form. Idempotent; never throws. */
export function normalisePostalCode(value: string, rule: PostalCodeRule): string {
  const compact = value.replace(/\s+/g, '');
  return rule.normalise ? rule.normalise(compact) : compact;
}

/**
 * A normalised postal code against its country's rule: TooLong over 16 characters, InvalidFormat when the shape is
 * wrong, UnknownProvince when the region prefix does not exist (Spain: 01–52), else null. Never throws.
 */
export function checkPostalCode(value: string, rule: PostalCodeRule): ValidationError | null {
  if (value.length > MAX_LENGTH) return { kind: 'TooLong', params: { max: MAX_LENGTH } };
  if (!rule.pattern.test(value)) return { kind: 'InvalidFormat' };
  if (rule.prefixes !== undefined && !rule.prefixes.includes(value.slice(0, 2))) return { kind: 'UnknownProvince' };
  return null;
}

/** The postal-code half of a pack: the rule and its normaliser. */
export const postalCodeOf = (rule: PostalCodeRule) => ({
  postalCode: rule,
  normalisePostalCode: (value: string): string => normalisePostalCode(value, rule),
});
