import type { PostalCodeRule } from '../postalCodeRule';

/** NN-NNN (country-rules.md §3.3); postal regions do not map to voivodeships, so no prefix list. */
export const PL_POSTAL_CODE: PostalCodeRule = { pattern: /^\d{2}-\d{3}$/ };
