import type { Country } from '../brand/BrandConfigSchema';
import type { CountryPack } from './CountryPack';
import { CO_PACK } from './co/coPack';
import { DE_PACK } from './de/dePack';
import { ES_PACK } from './es/esPack';
import { MX_PACK } from './mx/mxPack';
import { PH_PACK } from './ph/phPack';
import { PL_PACK } from './pl/plPack';
import { RO_PACK } from './ro/roPack';
import { VN_PACK } from './vn/vnPack';

/**
 * Every country pack, imported statically: for the server and tests only. The browser must not import this module
 * (it would bundle all eight packs); it loads the brand's one pack through COUNTRY_PACK_LOADERS.
 */
export const COUNTRY_PACKS: Readonly<Record<Country, CountryPack>> = {
  ES: ES_PACK,
  MX: MX_PACK,
  PL: PL_PACK,
  CO: CO_PACK,
  RO: RO_PACK,
  DE: DE_PACK,
  VN: VN_PACK,
  PH: PH_PACK,
};
