import type { Country } from '../brand/BrandConfigSchema';

/**
 * Postal-code shape and known region prefixes per country (country-rules.md §0 table, §1.2, §2.6, §4.3, §6.2).
 * `prefixes` lists the valid first two digits where the reference gives them; a shape match with another prefix is
 * UnknownProvince. Vietnam uses the 5-digit codes in force since 2018 (country-rules.md §0 item 1).
 */
export interface PostalCodeRule {
  readonly pattern: RegExp;
  readonly prefixes?: readonly string[];
}

const range = (from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, index) => String(from + index).padStart(2, '0'));

export const POSTAL_CODE_RULES: Readonly<Record<Country, PostalCodeRule>> = {
  // Provinces 01–52 (§1.2): 00xxx and 53xxx+ do not exist.
  ES: { pattern: /^\d{5}$/, prefixes: range(1, 52) },
  // 00, 17, 18 and 19 are unused (§2.6).
  MX: { pattern: /^\d{5}$/, prefixes: range(1, 99).filter((prefix) => !['17', '18', '19'].includes(prefix)) },
  PL: { pattern: /^\d{2}-\d{3}$/ },
  // DANE department codes (§4.3).
  CO: {
    pattern: /^\d{6}$/,
    prefixes: ['05', '08', '11', '13', '15', '17', '18', '19', '20', '23', '25', '27', '41', '44', '47', '50', '52',
      '54', '63', '66', '68', '70', '73', '76', '81', '85', '86', '88', '91', '94', '95', '97', '99'],
  },
  RO: { pattern: /^\d{6}$/ },
  // 01067 (Dresden) is the lowest PLZ (§6.2): no 00 prefix.
  DE: { pattern: /^\d{5}$/, prefixes: range(1, 99) },
  VN: { pattern: /^\d{5}$/ },
  PH: { pattern: /^\d{4}$/ },
};
