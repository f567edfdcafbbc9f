import type { PostalCodeRule } from '../postalCodeRule';

/** Five digits since 2018 (country-rules.md §0 item 1, §7.2); the province prefixes changed with the 2025 merger. */
export const VN_POSTAL_CODE: PostalCodeRule = { pattern: /^\d{5}$/ };
