import * as ADDED_COUNTRIES from './addedCountries';
import * as COUNTRY_LINES from './countries';
import type { CountryPack } from './CountryPack';
import type { Country, CountryProfile, Locale } from './CountryProfile';

/**
 * The registry's API, the one place the rest of the code learns which countries exist and what they are: the
 * profiles of domain/country/countries.ts (one line per country) and of the countries the build adds
 * (domain/country/addedCountries.ts). Nothing outside domain/country keeps a table by country; it asks the profile
 * or the pack. Not in the first step's JavaScript (the brand's facts arrive in its configuration).
 */
export const COUNTRY_PROFILES: readonly CountryProfile[] = [...Object.values(COUNTRY_LINES), ...Object.values(ADDED_COUNTRIES as Record<string, CountryProfile>)];

/** The registered countries' codes. */
export const COUNTRIES: readonly Country[] = COUNTRY_PROFILES.map((profile) => profile.country);

/** The app locales: English (the fallback) and each registered country's. */
export const LOCALES: readonly Locale[] = [...new Set(['en', ...COUNTRY_PROFILES.map((profile) => profile.locale)])];

const BY_COUNTRY: ReadonlyMap<string, CountryProfile> = new Map(COUNTRY_PROFILES.map((profile) => [profile.country, profile]));

/** Whether `value` is the code of a registered country. */
export const isCountry = (value: unknown): value is Country => typeof value === 'string' && BY_COUNTRY.has(value);

/** The profile of a registered country (any code may be asked: a brand file's, a test's), or undefined. */
export const countryProfile = (country: string): CountryProfile | undefined => BY_COUNTRY.get(country);

/** The profile of `country`; an unregistered one is a bug (brands are checked against the registry when loaded). */
export function requireCountryProfile(country: Country): CountryProfile {
  const profile = BY_COUNTRY.get(country);
  if (profile === undefined) throw new Error(`No country ${country} in the registry (domain/country/countries.ts)`);
  return profile;
}

/** The pack of `country`, loaded on its own (the browser fetches only the brand's, docs/architecture.md house rule 9). */
export const loadCountryPack = (country: Country): Promise<CountryPack> => {
  const profile = BY_COUNTRY.get(country);
  return profile ? profile.loadPack() : Promise.reject(new Error(`No country ${country} in the registry (domain/country/countries.ts)`));
};
