/**
 * A postal-code shape and, where the reference gives them, the valid region prefixes (first two characters): a
 * shape match with another prefix is UnknownProvince. One per country pack (domain/country/<cc>/), gathered in
 * postalCodeRules.ts for code that needs the rule without the whole pack (the postcode lookup use case).
 */
export interface PostalCodeRule {
  readonly pattern: RegExp;
  readonly prefixes?: readonly string[];
}

/** The two-digit strings `from`..`to`, zero-padded ("01".."52"). */
export const prefixRange = (from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, index) => String(from + index).padStart(2, '0'));
