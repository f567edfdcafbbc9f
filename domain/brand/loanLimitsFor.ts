import type { BrandConfig } from './BrandConfigSchema';
import type { NumberRange } from '../validation/NumberRange';
import type { PeriodRange } from '../validation/loanConstants';
import { snapToRange } from './snapToRange';

/** The effective loan limits of a brand (docs/validation-by-country.md "Amount and period"), every default inside its range. */
export interface LoanLimits {
  readonly amount: NumberRange;
  readonly period: PeriodRange;
  /** Overdue debt maximum, in the brand's currency. */
  readonly overdueDebtMax: number;
  /** Total debt range, in the brand's currency. */
  readonly totalDebt: { readonly min: number; readonly max: number };
}

/**
 * The limits the funnel applies for `brand` (docs/validation-by-country.md "Amount and period"). A default outside its range (the spec's base period:
 * default 31 days, range 61–90) is moved to the nearest accepted value, here 61, so the slider starts on a selectable
 * value and the default passes the period rule.
 */
export function loanLimitsFor(brand: Pick<BrandConfig, 'loan' | 'limits'>): LoanLimits {
  const { amount, period } = brand.loan;
  return {
    amount: { ...amount, default: snapToRange(amount.default, amount) },
    period: { ...period, default: snapToRange(period.default, period) },
    overdueDebtMax: brand.limits.overdueDebtMax,
    totalDebt: { ...brand.limits.totalDebt },
  };
}
