import { describe, expect, it } from 'vitest';
import { BASE_LOAN_DEFAULTS, DEBT_LIMITS } from '../../../../domain/validation/loanConstants';
import { loanLimitsFor } from '../../../../domain/brand/loanLimitsFor';
import { SPANISH_VEHICLE_CONSTANTS } from '../../../../domain/brand/spanishVehicleConstants';

const brandWith = (loan: typeof BASE_LOAN_DEFAULTS) => ({
  loan: { ...loan, nominalAnnualRate: 0.1, openingFeeRate: 0 },
  limits: { overdueDebtMax: DEBT_LIMITS.overdueDebtMax, totalDebt: DEBT_LIMITS.totalDebt },
});

describe('loanLimitsFor (docs/validation-by-country.md "Amount and period")', () => {
  it('moves the base period default 31 days into its range 61–90: it becomes 61', () => {
    const limits = loanLimitsFor(brandWith(BASE_LOAN_DEFAULTS));
    expect(limits.period).toEqual({ default: 61, min: 61, max: 90, step: 1, scale: 'days' });
  });

  it('keeps the base amount as the spec gives it (default 1000, 100–1000, step 100)', () => {
    expect(loanLimitsFor(brandWith(BASE_LOAN_DEFAULTS)).amount).toEqual({ default: 1000, min: 100, max: 1000, step: 100 });
  });

  it('keeps a default that already lies in range (Spanish vehicle brand: 2500, 60 months)', () => {
    const limits = loanLimitsFor(brandWith({ amount: SPANISH_VEHICLE_CONSTANTS.amount, period: SPANISH_VEHICLE_CONSTANTS.period }));
    expect(limits.amount.default).toBe(2500);
    expect(limits.period.default).toBe(60);
  });

  it('moves a default above its range down to max, and an off-step default to the nearest step', () => {
    const amount = { default: 25_000, min: 1000, max: 20_000, step: 100 };
    expect(loanLimitsFor(brandWith({ ...BASE_LOAN_DEFAULTS, amount })).amount.default).toBe(20_000);
    expect(loanLimitsFor(brandWith({ ...BASE_LOAN_DEFAULTS, amount: { ...amount, default: 2549 } })).amount.default).toBe(2500);
    expect(loanLimitsFor(brandWith({ ...BASE_LOAN_DEFAULTS, amount: { ...amount, default: 2550 } })).amount.default).toBe(2600);
  });

  it('passes the debt limits through', () => {
    const limits = loanLimitsFor(brandWith(BASE_LOAN_DEFAULTS));
    expect(limits.overdueDebtMax).toBe(1000);
    expect(limits.totalDebt).toEqual({ min: 0, max: 500_000 });
  });
});
