import type { PostalCodeRule } from '../postalCodeRule';

/** Five digits since 2018 (docs/validation-by-country.md "Country facts": item 1, docs/validation-by-country.md "Postal codes"); the province prefixes changed with the 2025 merger. */
export const VN_POSTAL_CODE: PostalCodeRule = { pattern: /^\d{5}$/ };
