import { describe, expect, it } from 'vitest';
import { representativeExample } from '../../../domain/loan/representativeExample';
import { LoanSelectionStore } from '../../../ui/stores/LoanSelectionStore';
import { aBrand } from '../../support/leadMother';

describe('LoanSelectionStore (docs/validation-by-country.md "Amount and period": es-vehicle: 1000–20000 step 100, default 2500; 60 months)', () => {
  it('starts on the brand defaults without a chosen amount', () => {
    const loan = new LoanSelectionStore(aBrand(), {});
    expect([loan.amount, loan.period]).toEqual([2500, 60]);
  });

  it.each([
    [999, 1000],
    [1000, 1000],
    [20000, 20000],
    [20001, 20000],
    [2549, 2500],
    [2550, 2600],
  ])('an amount of %i is held as %i', (asked, held) => {
    const loan = new LoanSelectionStore(aBrand(), {});
    loan.setAmount(asked);
    expect(loan.amount).toBe(held);
  });

  it('the representative example follows the amount and the period (docs/disclosure.md "APR")', () => {
    const loan = new LoanSelectionStore(aBrand(), {});
    const payment = (): number => {
      const example = representativeExample(loan.terms);
      return example.ok ? example.value.payment : Number.NaN;
    };
    expect(loan.terms).toEqual({ amount: 2500, period: 60, periodScale: 'months', nominalAnnualRate: aBrand().loan.nominalAnnualRate, openingFeeRate: aBrand().loan.openingFeeRate });
    const before = payment();
    loan.setAmount(10000);
    expect(payment()).toBeGreaterThan(before);
    const at10000 = payment();
    loan.setPeriod(36);
    expect(payment()).toBeGreaterThan(at10000);
    expect(loan.answers).toEqual({ amount: 10000, period: 36, periodScale: 'months' });
  });

  it('a landing amount already in the lead is kept', () => {
    expect(new LoanSelectionStore(aBrand(), { amount: 7000, period: 24 }).answers).toMatchObject({ amount: 7000, period: 24 });
  });
});
