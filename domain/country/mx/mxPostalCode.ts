import { prefixRange, type PostalCodeRule } from '../postalCodeRule';

/** Five digits; prefixes 00, 17, 18 and 19 are unused (docs/validation-by-country.md "Postal codes"). */
export const MX_POSTAL_CODE: PostalCodeRule = { pattern: /^\d{5}$/, prefixes: prefixRange(1, 99).filter((prefix) => !['17', '18', '19'].includes(prefix)) };
