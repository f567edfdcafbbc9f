import type { Country } from '../brand/BrandConfigSchema';
import type { CountryPack } from './CountryPack';

/**
 * The pack of `country`, found by convention rather than a registry (issue 11: adding a country is a pack folder, its
 * locales and a brand folder): `domain/country/<cc>/<cc>Pack.ts` with the pack as its default export. The bundler
 * makes each pack its own chunk from this one template, so the browser fetches only the brand's pack (house rule 9);
 * Node (server, tests) resolves the same path at run time.
 */
export function loadCountryPack(country: Country): Promise<CountryPack> {
  const folder = country.toLowerCase();
  return import(`./${folder}/${folder}Pack.ts`).then((module: { default: CountryPack }) => module.default);
}
