import type { PostalCodeRule } from '../../domain/country/postalCodeRule';

/** Seven digits (Correos de Chile); few applicants know theirs, so the address step asks it as optional. */
export const CL_POSTAL_CODE: PostalCodeRule = { pattern: /^\d{7}$/ };
