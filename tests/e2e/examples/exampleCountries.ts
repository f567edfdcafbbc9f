import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CountryFixture } from '../brands/countryFixtures';
import type { DrivenBrand } from '../brands/driveBrand';
import { ROOT } from '../prerender/brandServer';

import { EXAMPLE_CONTENT } from '../../../scripts/exampleContent';

export { EXAMPLE_CONTENT, EXAMPLE_COUNTRIES_ENV } from '../../../scripts/exampleContent';

/** An example brand: the every-brand drive's view of it, and the folder of its example. */
export interface ExampleBrand extends DrivenBrand {
  readonly folder: string;
}

/** Every brand folder of the country examples. */
export const EXAMPLE_BRANDS: readonly ExampleBrand[] = EXAMPLE_CONTENT.filter((folder) => existsSync(join(ROOT, folder, 'brands'))).flatMap((folder) =>
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
