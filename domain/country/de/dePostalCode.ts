import { prefixRange, type PostalCodeRule } from '../postalCodeRule';

/** Five digits, 01067 (Dresden) the lowest: no 00 prefix (docs/validation-by-country.md "Postal codes"). */
export const DE_POSTAL_CODE: PostalCodeRule = { pattern: /^\d{5}$/, prefixes: prefixRange(1, 99) };
