/**
 * The countries the examples' build adds to the registry, one line each, like domain/country/countries.ts: what
 * `FUNNEL_COUNTRIES=examples/countries.ts npm run build` builds (rsbuild.config.ts) and a server started with the same
 * variable accepts (scripts/funnelCountries.mjs), and what the examples' e2e runs (tests/e2e/examples/). A country
 * example's brands and locales live in its own folder, served with FUNNEL_CONTENT (server/contentFolders.ts).
 */
export { CL_PROFILE } from './chile/clProfile';
export {};
