import type { Country } from '../brand/BrandConfigSchema';
import type { RepresentativeExample } from './representativeExample';

/**
 * What each country's representative example shows beside the annual rate (country-rules.md). Every country computes
 * it with the one equation of §9.1 (CCD Annex I; MX CAT §2.8 has the same structure); the name is the locale's
 * `loan>apr` text: TAE (ES §1.7), effektiver Jahreszins (DE §6.6), RRSO (PL §3.7), DAE (RO §5.6), CAT sin IVA (MX §2.8),
 * tasa efectiva anual E.A. (CO §4.7), EIR (PH §8.6), lãi suất thực tế %/năm (VN §7.6: no legal term found).
 * Kept to flags: this is on the first step (budget).
 */
export interface DisclosureRule {
  /** The monthly equivalent rate too: CO quotes E.A. with its monthly rate (§4.7); PH's EIR is monthly for loans of up to one year amortised monthly (BSP Circular 730, §8.6). */
  readonly monthlyRate?: 'always' | 'upToOneYear';
  /** MX: the CAT is stated "sin IVA, para fines informativos y de comparación" (§2.8): locale `loan>aprNote`. */
  readonly note?: true;
}

const RULES: Partial<Record<Country, DisclosureRule>> = {
  MX: { note: true },
  CO: { monthlyRate: 'always' },
  PH: { monthlyRate: 'upToOneYear' },
};

export const disclosureRuleFor = (country: Country): DisclosureRule => RULES[country] ?? {};

/** Whether the example of this country shows the monthly equivalent rate, per its rule and the example's term. */
export const showsMonthlyRate = (rule: DisclosureRule, example: Pick<RepresentativeExample, 'repayment' | 'payments'>): boolean =>
  rule.monthlyRate === 'always' || (rule.monthlyRate === 'upToOneYear' && example.repayment === 'monthly' && example.payments <= 12);
