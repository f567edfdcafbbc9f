import { COUNTRIES, type Country } from '../brand/BrandConfigSchema';
import type { CountryPack } from './CountryPack';
import { loadCountryPack } from './loadCountryPack';

/** One loader per country (house rule 9: the browser loads only the brand's pack), derived: no line per country. */
export const COUNTRY_PACK_LOADERS = Object.fromEntries(COUNTRIES.map((country) => [country, () => loadCountryPack(country)])) as Readonly<
  Record<Country, () => Promise<CountryPack>>
>;
