import type { Country } from '../brand/BrandConfigSchema';
import type { CountryPack } from './CountryPack';

/**
 * One dynamic import per country (architecture.md rule 9: the browser loads only the brand's pack): each pack becomes
 * its own chunk, fetched by the later-step code for the brand's country (ui/steps/laterSteps.ts). Adding a country is
 * one line here and one in countryPacks.ts (the server's static registry).
 */
export const COUNTRY_PACK_LOADERS: Readonly<Record<Country, () => Promise<CountryPack>>> = {
  ES: () => import('./es/esPack').then((module) => module.ES_PACK),
  MX: () => import('./mx/mxPack').then((module) => module.MX_PACK),
  PL: () => import('./pl/plPack').then((module) => module.PL_PACK),
  CO: () => import('./co/coPack').then((module) => module.CO_PACK),
  RO: () => import('./ro/roPack').then((module) => module.RO_PACK),
  DE: () => import('./de/dePack').then((module) => module.DE_PACK),
  VN: () => import('./vn/vnPack').then((module) => module.VN_PACK),
  PH: () => import('./ph/phPack').then((module) => module.PH_PACK),
};
