import type { PostalCodeRule } from '../postalCodeRule';

/** Six digits since 2003 (docs/validation-by-country.md "Postal codes"). */
export const RO_POSTAL_CODE: PostalCodeRule = { pattern: /^\d{6}$/ };
