import { makeAutoObservable } from 'mobx';
import type { BrandConfig } from '../../domain/brand/BrandConfigSchema';
import { loanLimitsFor, type LoanLimits } from '../../domain/brand/loanLimitsFor';
import { snapToRange } from '../../domain/brand/snapToRange';
import type { Lead } from '../../domain/lead/LeadSchema';
import type { RepresentativeExampleInput } from '../../domain/loan/representativeExample';

/**
 * The amount and period the applicant picks (docs/product.md "Screens and routes": loan-details modal, docs/validation-by-country.md "Amount and period": limits) and the representative example
 * that follows them as they move (docs/disclosure.md "APR"). Starts from the lead (landing URL values already snapped by
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

  /**
   * The terms of the representative example for the current choice (its maths is in the pricing chunk,
   * ui/pages/loanPricing.ts, off the first step's start-up path).
   */
  get terms(): RepresentativeExampleInput {
    return {
      amount: this.amount,
      period: this.period,
      periodScale: this.limits.period.scale,
      ...(this.brand.loan.repayment ? { repayment: this.brand.loan.repayment } : {}),
      nominalAnnualRate: this.brand.loan.nominalAnnualRate,
      openingFeeRate: this.brand.loan.openingFeeRate,
    };
  }

  /** The brand's country: whose disclosure the example follows. */
  get country(): BrandConfig['country'] {
    return this.brand.country;
  }

  /** The answers to save with the step that asks for the amount. */
  get answers(): Lead {
    return { amount: this.amount, period: this.period, periodScale: this.limits.period.scale };
  }
}
