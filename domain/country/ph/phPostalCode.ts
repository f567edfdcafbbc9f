import type { PostalCodeRule } from '../postalCodeRule';

/** Four digits (country-rules.md §8.2); not mandatory in the Philippines. */
export const PH_POSTAL_CODE: PostalCodeRule = { pattern: /^\d{4}$/ };
