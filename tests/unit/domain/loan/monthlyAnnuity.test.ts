import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthlyAnnuity } from '../../../../domain/loan/monthlyAnnuity';
import { roundHalfUp } from '../../../../domain/loan/roundHalfUp';

describe('monthlyAnnuity (docs/disclosure.md "Representative example")', () => {
  it.each([
    [10_000, 0.08, 36, 313.36],
    [10_000, 0, 36, 277.78],
    [2500, 0.0899, 60, 51.88],
    [1200, 0, 12, 100],
  ])('%d at %d over %d months → %d', (principal, rate, months, instalment) => {
    expect(roundHalfUp(monthlyAnnuity(principal, rate, months), 2)).toBe(instalment);
  });

  it('pays the loan off exactly: the balance after n unrounded instalments is 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 100_000 }), fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 1, max: 120 }), (principal, rate, months) => {
        const instalment = monthlyAnnuity(principal, rate, months);
        let balance = principal;
        for (let month = 0; month < months; month += 1) balance = balance * (1 + rate / 12) - instalment;
        expect(Math.abs(balance)).toBeLessThan(1e-6 * principal);
      }),
    );
  });

  it.each([
    [-1, 0.08, 36],
    [1000, -0.01, 36],
    [1000, 0.08, 0],
    [1000, 0.08, 1.5],
    [Number.NaN, 0.08, 36],
  ])('throws RangeError for the programming error (%d, %d, %d)', (principal, rate, months) => {
    expect(() => monthlyAnnuity(principal, rate, months)).toThrow(RangeError);
  });
});
