import type { AprDisclosure } from '../country/CountryPack';
import type { RepresentativeExample } from './representativeExample';

/**
 * What a country's representative example shows beside the annual rate: every country computes it with the one
 * equation of CCD Annex I (MX CAT has the same structure); the NAME of the figure, the words the regulator requires
 * beside it and whether a monthly rate is quoted too are the country pack's (`CountryPack.aprDisclosure`, the one
 * source of truth): `aprLabel` and `aprQualifier` word them, `showsMonthlyRate` applies the monthly rule.
 */
export type DisclosureRule = Pick<AprDisclosure, 'monthlyRate'>;

/** Whether the example of this country shows the monthly equivalent rate, per its rule and the example's term. */
export const showsMonthlyRate = (rule: DisclosureRule, example: Pick<RepresentativeExample, 'repayment' | 'payments'>): boolean =>
  rule.monthlyRate === 'always' || (rule.monthlyRate === 'upToOneYear' && example.repayment === 'monthly' && example.payments <= 12);

/** The figure's label: the legal name and its short form ("Tasa anual equivalente (TAE)"), once when one holds the other. */
export const aprLabel = ({ shortName, fullName }: AprDisclosure): string =>
  fullName.toLowerCase().includes(shortName.toLowerCase()) ? fullName : `${fullName} (${shortName})`;

/** The sentence the regulator requires beside the figure (MX: "CAT sin IVA. Para fines informativos y de comparación."), or null. */
export const aprQualifier = ({ shortName, qualifier }: AprDisclosure): string | null =>
  qualifier === undefined ? null : `${shortName} ${qualifier}${/[.!?]$/.test(qualifier) ? '' : '.'}`;
