import type { PostalCodeRule } from '../postalCodeRule';

/** Six digits since 2003 (country-rules.md §5.2). */
export const RO_POSTAL_CODE: PostalCodeRule = { pattern: /^\d{6}$/ };
