import type { AprDisclosure, CostTax } from '../country/CountryPack';
import { roundHalfUp } from './roundHalfUp';
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

/**
 * How the country discloses what the fee and a tax do to the money (docs/disclosure.md "Amount paid out and taxes"):
 * the pack's `netAmount` and `costTax` (`CountryPack.aprDisclosure`, the one source of truth).
 */
export type CostDisclosure = Pick<AprDisclosure, 'netAmount' | 'costTax' | 'costOfCredit'>;

/** The text key naming the net amount: the amount financed (PH) or the amount paid out. */
export const netAmountKey = (rule: CostDisclosure): 'amountFinanced' | 'amountPaidOut' => rule.netAmount ?? 'amountPaidOut';

/** Whether the example states what is paid out: always where the law names the net amount, else when a fee is withheld. */
export const showsNetAmount = (rule: CostDisclosure, example: Pick<RepresentativeExample, 'openingFee'>): boolean =>
  rule.netAmount === 'amountFinanced' || example.openingFee > 0;

/**
 * The cost of credit stated in money under the law's name (PH "Finance charge": interest and every fee, i.e. the total
 * payable less the amount of credit), or null where the country does not ask for it.
 */
export const costOfCreditRow = (rule: CostDisclosure, example: Pick<RepresentativeExample, 'totalCostOfCredit'>): { readonly key: 'financeCharge'; readonly amount: number } | null =>
  rule.costOfCredit === undefined ? null : { key: rule.costOfCredit, amount: example.totalCostOfCredit };

export interface TaxedTotal {
  /** The tax on the total cost of credit (interest plus the opening fee when there is one), in currency units, to cents. */
  readonly tax: number;
  /** The total payable (repayments and fee) plus that tax. */
  readonly totalPayableWithTax: number;
}

/**
 * The tax on the cost of credit and the total with it (docs/disclosure.md "Amount paid out and taxes"): MX charges IVA
 * on the interest and on any fee; the CAT excludes it, so the total with IVA is stated beside it. Null without a tax.
 */
export function taxedTotal(tax: CostTax | undefined, example: Pick<RepresentativeExample, 'totalCostOfCredit' | 'totalPayable'>): TaxedTotal | null {
  if (tax === undefined) return null;
  const amount = roundHalfUp(example.totalCostOfCredit * tax.rate, 2);
  return { tax: amount, totalPayableWithTax: roundHalfUp(example.totalPayable + amount, 2) };
}
