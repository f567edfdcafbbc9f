import { lazyModule, type LazyModule } from '../../application/kernel/lazyModule';
import type { Country } from '../../domain/brand/BrandConfigSchema';
import type { AprDisclosure } from '../../domain/country/CountryPack';

export type LoanPricingChunk = typeof import('./loanPricingChunk');

/** The example's code with the brand country's disclosure: the figure's name and what is shown beside it (its country pack). */
export interface LoanPricing extends LoanPricingChunk {
  readonly apr: AprDisclosure;
}

const byCountry = new Map<Country, LazyModule<LoanPricing>>();

/**
 * The representative example's code and the country pack's APR disclosure, loaded once per country. Off the start-up
 * path (first-step budget, docs/architecture.md house rule 7): the loan modal asks for it on the applicant's first move (a slider,
 * a key, a tap), and shows the example once it is there.
 */
export function loanPricingFor(country: Country): LazyModule<LoanPricing> {
  let module = byCountry.get(country);
  if (module === undefined) {
    module = lazyModule(async () => {
      const chunk = await import('./loanPricingChunk');
      const pack = await chunk.loadCountryPack(country);
      return { ...chunk, apr: pack.aprDisclosure };
    });
    byCountry.set(country, module);
  }
  return module;
}
