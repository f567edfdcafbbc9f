import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../brand/BrandConfigSchema';
import { COUNTRY_PROFILES } from '../brand/countryProfiles';
import { loadCountryPack } from './loadCountryPack';

const here = dirname(fileURLToPath(import.meta.url));

/** The recipe of README "Add a country": a pack folder found by convention plus one line in the country registry. */
describe('country packs are found by convention', () => {
  it('every registered country has a pack folder whose default export is its pack, and every pack folder is registered', async () => {
    const folders = readdirSync(here, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name.toUpperCase());
    expect([...folders].sort()).toEqual([...COUNTRIES].sort());
    for (const country of COUNTRIES) {
      const pack = await loadCountryPack(country);
      expect(pack.country, country).toBe(country);
      expect(pack.currency.code, country).toBe(COUNTRY_PROFILES[country].currency);
    }
  });
});
