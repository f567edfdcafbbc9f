import type { Country } from '../brand/BrandConfigSchema';
import { CO_POSTAL_CODE } from './co/coPostalCode';
import { DE_POSTAL_CODE } from './de/dePostalCode';
import { ES_POSTAL_CODE } from './es/esPostalCode';
import { MX_POSTAL_CODE } from './mx/mxPostalCode';
import { PH_POSTAL_CODE } from './ph/phPostalCode';
import { PL_POSTAL_CODE } from './pl/plPostalCode';
import type { PostalCodeRule } from './postalCodeRule';
import { RO_POSTAL_CODE } from './ro/roPostalCode';
import { VN_POSTAL_CODE } from './vn/vnPostalCode';

/**
 * The packs' postal-code rules without the packs (a few hundred bytes): the postcode lookup use case and the postal-code
 * field rule check a code before any pack has loaded. Each pack's `postalCode` is the same object.
 */
export const POSTAL_CODE_RULES: Readonly<Record<Country, PostalCodeRule>> = {
  ES: ES_POSTAL_CODE,
  MX: MX_POSTAL_CODE,
  PL: PL_POSTAL_CODE,
  CO: CO_POSTAL_CODE,
  RO: RO_POSTAL_CODE,
  DE: DE_POSTAL_CODE,
  VN: VN_POSTAL_CODE,
  PH: PH_POSTAL_CODE,
};
