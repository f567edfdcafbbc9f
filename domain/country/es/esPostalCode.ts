import { prefixRange, type PostalCodeRule } from '../postalCodeRule';

/** Five digits whose first two, 01–52, are the province (docs/validation-by-country.md "Postal codes"): 00xxx and 53xxx+ do not exist. */
export const ES_POSTAL_CODE: PostalCodeRule = { pattern: /^\d{5}$/, prefixes: prefixRange(1, 52) };
