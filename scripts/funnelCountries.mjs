// `node --import tsx --import ./scripts/funnelCountries.mjs …`: the Node side of rsbuild.config.ts's FUNNEL_COUNTRIES
// and FUNNEL_OFFER_SCREENS aliases. With FUNNEL_COUNTRIES set (e.g. examples/countries.ts), every import of
// domain/country/addedCountries.ts resolves to that file instead; with FUNNEL_OFFER_SCREENS (e.g.
// examples/offerScreens.ts), every import of domain/kernel/addedOfferScreens.ts. So a server or prerender sees the same
// countries and offer screens as the build it serves; without them, nothing changes. Registered after tsx, so it
// resolves first and asks tsx for the rest.
import { register } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');
/** Each registry a build may swap: the shipped file and the variable naming its replacement. */
const SWAPPABLE = [
  ['domain/country/addedCountries.ts', process.env.FUNNEL_COUNTRIES],
  ['domain/kernel/addedOfferScreens.ts', process.env.FUNNEL_OFFER_SCREENS],
];
const swaps = SWAPPABLE.filter(([, to]) => to).map(([from, to]) => ({ from: pathToFileURL(resolve(root, from)).href, to: pathToFileURL(resolve(root, to)).href }));
if (swaps.length > 0) register('./funnelCountriesHook.mjs', import.meta.url, { data: { swaps } });
