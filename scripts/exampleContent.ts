import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

/**
 * The example folders that bring content: a country (examples/<name>/ with its pack, `locales/`, `brands/` and the
 * applicant its e2e drives, `applicant.ts`) or an offer screen's texts (`locales/` alone, merged into the repository's:
 * server/routes/contentRoutes.ts readTranslations). Found by convention, so an example adds no line here.
 */
export const EXAMPLE_CONTENT: readonly string[] = readdirSync(join(ROOT, 'examples'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && (existsSync(join(ROOT, 'examples', entry.name, 'brands')) || existsSync(join(ROOT, 'examples', entry.name, 'locales'))))
  .map((entry) => `examples/${entry.name}`)
  .sort();

/**
 * The environment of the examples' build and of the servers of its brands: the example countries (FUNNEL_COUNTRIES),
 * the example offer screens (FUNNEL_OFFER_SCREENS) and their brands and texts (FUNNEL_CONTENT).
 */
export const EXAMPLE_COUNTRIES_ENV: Readonly<Record<string, string>> = {
  FUNNEL_COUNTRIES: 'examples/countries.ts',
  FUNNEL_OFFER_SCREENS: 'examples/offerScreens.ts',
  FUNNEL_CONTENT: EXAMPLE_CONTENT.join(','),
};

/** The examples' test build: the examples' integrations and countries, into dist-examples/ (the main dist/ stays). */
export const EXAMPLES_BUILD_ENV: Readonly<Record<string, string>> = {
  ...EXAMPLE_COUNTRIES_ENV,
  FUNNEL_INTEGRATIONS: 'examples/integrations.ts',
  FUNNEL_DIST_DIR: 'dist-examples',
};
