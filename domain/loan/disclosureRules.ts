import type { Country } from '../brand/BrandConfigSchema';
import type { AprDisclosure } from '../country/CountryPack';
import type { RepresentativeExample } from './representativeExample';

/**
 * What each country's representative example shows beside the annual rate (country-rules.md). Every country computes
 * it with the one equation of §9.1 (CCD Annex I; MX CAT §2.8 has the same structure). The NAME of the figure and any
 * words the regulator requires beside it are the country pack's (`CountryPack.aprDisclosure`, the one source of truth):
 * `aprLabel` and `aprQualifier` word them. What is kept here is pricing only: which countries quote a monthly rate too.
 */
export interface DisclosureRule {
  /** The monthly equivalent rate too: CO quotes E.A. with its monthly rate (§4.7); PH's EIR is monthly for loans of up to one year amortised monthly (BSP Circular 730, §8.6). */
  readonly monthlyRate?: 'always' | 'upToOneYear';
}

const RULES: Partial<Record<Country, DisclosureRule>> = {
  CO: { monthlyRate: 'always' },
  PH: { monthlyRate: 'upToOneYear' },
};

export const disclosureRuleFor = (country: Country): DisclosureRule => RULES[country] ?? {};

/** Whether the example of this country shows the monthly equivalent rate, per its rule and the example's term. */
export const showsMonthlyRate = (rule: DisclosureRule, example: Pick<RepresentativeExample, 'repayment' | 'payments'>): boolean =>
  rule.monthlyRate === 'always' || (rule.monthlyRate === 'upToOneYear' && example.repayment === 'monthly' && example.payments <= 12);

/** The figure's label: the legal name and its short form ("Tasa anual equivalente (TAE)"), once when one holds the other. */
export const aprLabel = ({ shortName, fullName }: AprDisclosure): string =>
  fullName.toLowerCase().includes(shortName.toLowerCase()) ? fullName : `${fullName} (${shortName})`;

/** The sentence the regulator requires beside the figure (MX: "CAT sin IVA. Para fines informativos y de comparación."), or null. */
export const aprQualifier = ({ shortName, qualifier }: AprDisclosure): string | null =>
  qualifier === undefined ? null : `${shortName} ${qualifier}${/[.!?]$/.test(qualifier) ? '' : '.'}`;
