// `node --import tsx --import ./scripts/funnelCountries.mjs …`: the Node side of rsbuild.config.ts's FUNNEL_COUNTRIES
// alias. With FUNNEL_COUNTRIES set (e.g. examples/countries.ts), every import of domain/country/addedCountries.ts
// resolves to that file instead, so a server or prerender sees the same countries as the build it serves; without it,
// nothing changes. Registered after tsx, so it resolves first and asks tsx for the rest.
import { register } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');
if (process.env.FUNNEL_COUNTRIES) {
  register('./funnelCountriesHook.mjs', import.meta.url, {
    data: {
      from: pathToFileURL(resolve(root, 'domain/country/addedCountries.ts')).href,
      to: pathToFileURL(resolve(root, process.env.FUNNEL_COUNTRIES)).href,
    },
  });
}
