import type { PostalCodeRule } from '../postalCodeRule';

/** Six digits whose first two are a DANE department code (docs/validation-by-country.md "Postal codes"). */
export const CO_POSTAL_CODE: PostalCodeRule = {
  pattern: /^\d{6}$/,
  prefixes: ['05', '08', '11', '13', '15', '17', '18', '19', '20', '23', '25', '27', '41', '44', '47', '50', '52',
    '54', '63', '66', '68', '70', '73', '76', '81', '85', '86', '88', '91', '94', '95', '97', '99'],
};
