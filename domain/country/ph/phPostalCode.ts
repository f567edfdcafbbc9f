import type { PostalCodeRule } from '../postalCodeRule';

/** Four digits (docs/validation-by-country.md "Postal codes"); not mandatory in the Philippines. */
export const PH_POSTAL_CODE: PostalCodeRule = { pattern: /^\d{4}$/ };
