import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Country } from '../../../domain/brand/BrandConfigSchema';
import { ROOT, type BrandServer } from '../prerender/brandServer';
import { sharedBrandServer } from '../prerender/brandServerPool';
import { BASE } from '../support/funnel';
import { COUNTRY_FIXTURES, type CountryFixture } from './countryFixtures';
import { driveBrandToDecision } from './driveBrand';

/** Every brand folder, its country and whether it runs the legacy multi-field pages (brand.json `legacyFlow`). */
const BRANDS = readdirSync(join(ROOT, 'brands'))
  .filter((id) => !id.startsWith('.'))
  .map((id) => {
    const json = JSON.parse(readFileSync(join(ROOT, 'brands', id, 'brand.json'), 'utf8')) as { country: Country; legacyFlow?: unknown };
    return { id, country: json.country, legacy: json.legacyFlow !== undefined };
  })
  .sort((a, b) => a.id.localeCompare(b.id));

/** The fixture of each product country (a Record by country is test data here; the product keeps none). */
const FIXTURES: Readonly<Partial<Record<string, CountryFixture>>> = COUNTRY_FIXTURES;

/** The brand the suite's own server runs (playwright.config.ts). */
const SUITE_BRAND = 'es-vehicle';

test.describe.configure({ mode: 'parallel' });

// Counts come from the registries: every folder of brands/ is driven, whatever their number.
test('every brand folder is driven below, each with the local data of its country', () => {
  expect(BRANDS.length).toBeGreaterThan(0);
  for (const brand of BRANDS) expect(FIXTURES[brand.country], `${brand.id}: no fixture for ${brand.country}`).toBeDefined();
});

for (const brand of BRANDS) {
  test(`${brand.id}: an applicant of ${brand.country} with real local data reaches a decision; bad ids and a minor are refused in their language`, async ({ page }) => {
    test.setTimeout(240_000);
    const fixture = FIXTURES[brand.country];
    if (!fixture) throw new Error(`No applicant fixture for ${brand.country}`);
    // es-vehicle is the suite's own server; every other brand gets the same build on the run's server of that brand, with
    // its own database (brandServerPool.ts).
    const server: BrandServer | null = brand.id === SUITE_BRAND ? null : await sharedBrandServer(brand.id);
    try {
      await driveBrandToDecision(page, server ? server.appUrl : `${BASE}/`, brand, fixture);
    } finally {
      await server?.close();
    }
  });
}
