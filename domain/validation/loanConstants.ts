import type { NumberRange } from './NumberRange';

/** A loan period range with its unit (docs/validation-by-country.md "Amount and period"). */
export interface PeriodRange extends NumberRange {
  readonly scale: 'months' | 'days';
}

/**
 * The base defaults of docs/validation-by-country.md "Amount and period", as the spec states them. The period default (31 days) lies OUTSIDE its own range
 * (61–90): the spec contradicts itself. Kept verbatim here so the contradiction stays visible; `loanLimitsFor`
 * resolves it by clamping the default into the range (→ 61 days), so the initial slider value is always selectable
 * and a submitted default never fails the period rule.
 */
export const BASE_LOAN_DEFAULTS: { readonly amount: NumberRange; readonly period: PeriodRange } = {
  amount: { default: 1000, min: 100, max: 1000, step: 100 },
  period: { default: 31, min: 61, max: 90, step: 1, scale: 'days' },
};

/** Debt limits of docs/validation-by-country.md "Debts and money" (Spanish brand), in whole euros: overdue debt at most 1000, total debt 0–500000. */
export const DEBT_LIMITS = {
  overdueDebtMax: 1000,
  totalDebt: { min: 0, max: 500_000 },
} as const;
