import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

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

/** The examples' test build: the examples' integrations and countries, into dist-examples/ (the main dist/ stays). */
export const EXAMPLES_BUILD_ENV: Readonly<Record<string, string>> = {
  ...EXAMPLE_COUNTRIES_ENV,
  FUNNEL_INTEGRATIONS: 'examples/integrations.ts',
  FUNNEL_DIST_DIR: 'dist-examples',
};
