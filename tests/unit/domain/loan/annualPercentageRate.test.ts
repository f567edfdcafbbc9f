import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { annualPercentageRate } from '../../../../domain/loan/annualPercentageRate';
import { monthlyAnnuity } from '../../../../domain/loan/monthlyAnnuity';
import { roundHalfUp } from '../../../../domain/loan/roundHalfUp';

describe('annualPercentageRate (CCD Annex I, docs/disclosure.md "APR")', () => {
  it('no fee: equals (1 + 0.08/12)^12 − 1 for exact instalments', () => {
    const exact = monthlyAnnuity(10_000, 0.08, 36);
    expect(annualPercentageRate(10_000, Array(36).fill(exact))).toBeCloseTo((1 + 0.08 / 12) ** 12 - 1, 10);
  });

  it('3 % fee deducted at payout: 10.56 %', () => {
    expect(roundHalfUp(annualPercentageRate(9700, Array(36).fill(313.36)) * 100, 2)).toBe(10.56);
  });

  it('solves unequal flows and other intervals (one payment a year: the APR is the plain yearly rate)', () => {
    expect(annualPercentageRate(1000, [1100], 1)).toBeCloseTo(0.1, 10);
    expect(annualPercentageRate(1000, [0, 1210], 1)).toBeCloseTo(0.1, 10);
  });

  it('brackets very expensive short loans (above 1000 %)', () => {
    // 1000 lent, 1500 back after 30 days: (1.5)^(365/30) − 1 ≈ 13,809 %.
    const apr = annualPercentageRate(1000, [1500], 30 / 365);
    expect(apr).toBeCloseTo(1.5 ** (365 / 30) - 1, 6);
  });

  it('is the rate that discounts the payments back to the drawdown', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 50_000 }), fc.double({ min: 0.001, max: 0.5, noNaN: true }), fc.integer({ min: 3, max: 96 }), (drawdown, rate, months) => {
        const payment = monthlyAnnuity(drawdown, rate, months);
        const apr = annualPercentageRate(drawdown, Array(months).fill(payment));
        expect(apr).toBeCloseTo((1 + rate / 12) ** 12 - 1, 8);
      }),
    );
  });

  it('throws RangeError on a programming error', () => {
    expect(() => annualPercentageRate(0, [1])).toThrow(RangeError);
    expect(() => annualPercentageRate(100, [])).toThrow(RangeError);
    expect(() => annualPercentageRate(100, [Number.NaN])).toThrow(RangeError);
    expect(() => annualPercentageRate(100, [1], 0)).toThrow(RangeError);
  });
});
