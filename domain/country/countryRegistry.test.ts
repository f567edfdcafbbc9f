import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COUNTRY_PACKS } from './countryPacks';
import { COUNTRIES, COUNTRY_PROFILES, countryProfile, isCountry, loadCountryPack, LOCALES } from './countryRegistry';

const here = dirname(fileURLToPath(import.meta.url));

/** The recipe of README "Add a country": the country's folder and one line in the registry. */
describe('the country registry (domain/country/countries.ts)', () => {
  it('lists every country folder once, and nothing else', () => {
    const folders = readdirSync(here, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name.toUpperCase());
    expect([...COUNTRIES].sort()).toEqual(folders.sort());
    expect(new Set(COUNTRIES).size).toBe(COUNTRIES.length);
  });

  it.each(COUNTRY_PROFILES.map((profile) => [profile.country, profile] as const))('%s: its profile loads its own pack, with the same postal-code rule', async (country, profile) => {
    const pack = await loadCountryPack(country);
    expect(pack.country).toBe(country);
    expect(pack).toBe(COUNTRY_PACKS.get(country));
    expect(pack.postalCode).toBe(profile.postalCode);
    expect(countryProfile(country)).toBe(profile);
  });

  it.each(COUNTRY_PROFILES.map((profile) => [profile.country, profile] as const))('%s: its phone metadata is its own cut, under its calling code', (country, profile) => {
    expect(Object.keys(profile.phoneMetadata.countries)).toEqual([country]);
    expect(profile.phoneMetadata.country_calling_codes).toEqual({ [profile.callingCode.slice(1)]: [country] });
  });

  it('derives the app locales: English and each country’s, each a folder of texts', () => {
    expect(LOCALES[0]).toBe('en');
    for (const profile of COUNTRY_PROFILES) expect(LOCALES).toContain(profile.locale);
    const folders = readdirSync(join(here, '..', '..', 'locales'));
    for (const locale of LOCALES) expect(folders).toContain(locale);
  });

  it('knows only registered codes, and refuses to load another country’s pack', async () => {
    expect(isCountry('ES')).toBe(true);
    expect(isCountry('PT')).toBe(false);
    expect(isCountry(34)).toBe(false);
    expect(countryProfile('XX')).toBeUndefined();
    await expect(loadCountryPack('PT')).rejects.toThrow(/No country PT/);
  });
});
