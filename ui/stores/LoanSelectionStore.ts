import { makeAutoObservable } from 'mobx';
import type { BrandConfig } from '../../domain/brand/BrandConfigSchema';
import { loanLimitsFor, type LoanLimits } from '../../domain/brand/loanLimitsFor';
import { snapToRange } from '../../domain/brand/snapToRange';
import type { Lead } from '../../domain/lead/LeadSchema';
import { disclosureRuleFor, type DisclosureRule } from '../../domain/loan/disclosureRules';
import { representativeExample, type RepresentativeExample } from '../../domain/loan/representativeExample';

/**
 * The amount and period the applicant picks (spec §2 loan-details modal, §9 limits) and the representative example
 * that follows them as they move (country-rules.md §9). Starts from the lead (landing URL values already snapped by
 * StartSession) or the brand's defaults.
 */
export class LoanSelectionStore {
  amount: number;
  period: number;
  readonly limits: LoanLimits;

  constructor(
    private readonly brand: Pick<BrandConfig, 'loan' | 'limits' | 'country'>,
    lead: Lead,
  ) {
    this.limits = loanLimitsFor(brand);
    this.amount = typeof lead.amount === 'number' ? snapToRange(lead.amount, this.limits.amount) : this.limits.amount.default;
    this.period = typeof lead.period === 'number' ? snapToRange(lead.period, this.limits.period) : this.limits.period.default;
    makeAutoObservable<this, 'brand'>(this, { brand: false, limits: false });
  }

  setAmount(amount: number): void {
    this.amount = snapToRange(amount, this.limits.amount);
  }

  setPeriod(period: number): void {
    this.period = snapToRange(period, this.limits.period);
  }

  /** The example for the current choice, or null when the terms cannot be computed. */
  get example(): RepresentativeExample | null {
    const result = representativeExample({
      amount: this.amount,
      period: this.period,
      periodScale: this.limits.period.scale,
      ...(this.brand.loan.repayment ? { repayment: this.brand.loan.repayment } : {}),
      nominalAnnualRate: this.brand.loan.nominalAnnualRate,
      openingFeeRate: this.brand.loan.openingFeeRate,
    });
    return result.ok ? result.value : null;
  }

  /** The opening fee of the example, a fraction of the amount. */
  get openingFeeRate(): number {
    return this.brand.loan.openingFeeRate;
  }

  /** What the country's representative example shows beside the APR. */
  get disclosure(): DisclosureRule {
    return disclosureRuleFor(this.brand.country);
  }

  /** The answers to save with the step that asks for the amount. */
  get answers(): Lead {
    return { amount: this.amount, period: this.period, periodScale: this.limits.period.scale };
  }
}
