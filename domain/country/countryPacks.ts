import { COUNTRIES, type Country } from '../brand/BrandConfigSchema';
import type { CountryPack } from './CountryPack';
import { loadCountryPack } from './loadCountryPack';

/**
 * Every country pack, loaded once when this module is first imported: for the server and tests only (synchronous
 * lookups). The browser must not import this module (it would fetch all eight packs); it loads the brand's one pack
 * through loadCountryPack.
 */
export const COUNTRY_PACKS = Object.fromEntries(await Promise.all(COUNTRIES.map(async (country) => [country, await loadCountryPack(country)] as const))) as Readonly<
  Record<Country, CountryPack>
>;
