import type { CountryPack } from './CountryPack';
import type { Country } from './Country';
import { COUNTRY_PROFILES } from './countryRegistry';

/**
 * Every registered country's pack, loaded once when this module is first imported: for the server and tests only
 * (synchronous lookups). The browser must not import this module (it would fetch every pack); it loads the brand's
 * one pack through loadCountryPack (countryRegistry.ts).
 */
export const COUNTRY_PACKS: ReadonlyMap<Country, CountryPack> = new Map(
  await Promise.all(COUNTRY_PROFILES.map(async (profile) => [profile.country, await profile.loadPack()] as const)),
);

/** The pack of a registered country, or undefined (a validator then answers CheckUnavailable). */
export const countryPack = (country: Country): CountryPack | undefined => COUNTRY_PACKS.get(country);

/** The pack of `country`; an unregistered one is a bug (brands are checked against the registry when loaded). */
export function requireCountryPack(country: Country): CountryPack {
  const pack = COUNTRY_PACKS.get(country);
  if (pack === undefined) throw new Error(`No country ${country} in the registry (domain/country/countries.ts)`);
  return pack;
}
