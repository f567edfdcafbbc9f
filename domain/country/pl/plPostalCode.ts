import type { PostalCodeRule } from '../postalCodeRule';

/**
 * NN-NNN; postal regions do not map to voivodeships, so no prefix list. Five digits typed
 * without the dash are stored with it ("01224" → "01-224").
 */
export const PL_POSTAL_CODE: PostalCodeRule = {
  pattern: /^\d{2}-\d{3}$/,
  normalise: (compact) => (/^\d{5}$/.test(compact) ? `${compact.slice(0, 2)}-${compact.slice(2)}` : compact),
};
