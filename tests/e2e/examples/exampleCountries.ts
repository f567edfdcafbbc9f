import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CountryFixture } from '../brands/countryFixtures';
import type { DrivenBrand } from '../brands/driveBrand';
import { ROOT } from '../prerender/brandServer';

/**
 * The example folders that bring a country (examples/<name>/ with its pack, `locales/`, `brands/` and the applicant
 * its e2e drives, `applicant.ts`): found by convention, so an example adds no line here.
 */
export const EXAMPLE_CONTENT: readonly string[] = readdirSync(join(ROOT, 'examples'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(ROOT, 'examples', entry.name, 'brands')))
  .map((entry) => `examples/${entry.name}`)
  .sort();

/** The environment of the examples' build and of the servers of the example countries' brands. */
export const EXAMPLE_COUNTRIES_ENV: Readonly<Record<string, string>> = {
  FUNNEL_COUNTRIES: 'examples/countries.ts',
  FUNNEL_CONTENT: EXAMPLE_CONTENT.join(','),
};

/** An example brand: the every-brand drive's view of it, and the folder of its example. */
export interface ExampleBrand extends DrivenBrand {
  readonly folder: string;
}

/** Every brand folder of the country examples. */
export const EXAMPLE_BRANDS: readonly ExampleBrand[] = EXAMPLE_CONTENT.flatMap((folder) =>
  readdirSync(join(ROOT, folder, 'brands')).map((id) => {
    const json = JSON.parse(readFileSync(join(ROOT, folder, 'brands', id, 'brand.json'), 'utf8')) as { country: string; legacyFlow?: unknown };
    return { id, folder, country: json.country, legacy: json.legacyFlow !== undefined };
  }),
);

/** The applicant of the example's country, with real local data (its `applicant.ts`). */
export async function exampleApplicant(folder: string): Promise<CountryFixture> {
  const module = (await import(join(ROOT, folder, 'applicant.ts'))) as { APPLICANT: CountryFixture };
  return module.APPLICANT;
}
