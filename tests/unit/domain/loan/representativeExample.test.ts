import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { representativeExample } from '../../../../domain/loan/representativeExample';
import { roundHalfUp } from '../../../../domain/loan/roundHalfUp';

describe('representativeExample (CCD Art. 4; country-rules.md §9.2–§9.3 worked example)', () => {
  it.each([
    // amount, months, rate, fee → instalment, total payable, APR %, nominal %
    [10_000, 36, 0.08, 0, 313.36, 11_280.96, 8.3, 8],
    [10_000, 36, 0.08, 0.03, 313.36, 11_280.96, 10.6, 8],
  ])('%d € over %d months at %d, fee %d → %d / %d / APR %d %%', (amount, months, rate, fee, instalment, total, apr, nominal) => {
    const result = representativeExample({ amount, months, nominalAnnualRate: rate, openingFeeRate: fee });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value.monthlyInstalment).toBe(instalment);
      expect(result.value.totalPayable).toBe(total);
      expect(result.value.aprPercent).toBe(apr);
      expect(result.value.nominalRatePercent).toBe(nominal);
    }
  });

  it('reports the amount received and the total cost of credit', () => {
    const result = representativeExample({ amount: 10_000, months: 36, nominalAnnualRate: 0.08, openingFeeRate: 0.03 });
    expect(result.ok && result.value.amountReceived).toBe(9700);
    expect(result.ok && result.value.totalCostOfCredit).toBe(1580.96);
  });

  it('a zero rate without fee has an APR of 0 and instalments of amount / months', () => {
    const result = representativeExample({ amount: 1200, months: 12, nominalAnnualRate: 0, openingFeeRate: 0 });
    expect(result.ok && [result.value.monthlyInstalment, result.value.aprPercent]).toEqual([100, 0]);
  });

  it.each([
    [{ amount: 0 }, 'amount'],
    [{ amount: 0.99 }, 'amount'],
    [{ amount: Number.NaN }, 'amount'],
    [{ months: 0 }, 'months'],
    [{ months: 12.5 }, 'months'],
    [{ nominalAnnualRate: -0.01 }, 'nominalAnnualRate'],
    [{ openingFeeRate: 1 }, 'openingFeeRate'],
    [{ openingFeeRate: -0.1 }, 'openingFeeRate'],
  ])('refuses %j as InvalidLoanTerms on %s', (override, field) => {
    const result = representativeExample({ amount: 10_000, months: 36, nominalAnnualRate: 0.08, openingFeeRate: 0, ...override });
    expect(result).toEqual({ ok: false, error: { kind: 'InvalidLoanTerms', field } });
  });

  it('never throws; the APR is never below the nominal rate\'s effective equivalent minus rounding', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -10, max: 1e6 }),
        fc.integer({ min: -5, max: 200 }),
        fc.double({ min: -1, max: 2 }),
        fc.double({ min: -0.5, max: 1.5 }),
        (amount, months, nominalAnnualRate, openingFeeRate) => {
          const result = representativeExample({ amount, months, nominalAnnualRate, openingFeeRate });
          if (result.ok && amount >= 100) {
            expect(result.value.aprPercent).toBeGreaterThanOrEqual(roundHalfUp(((1 + nominalAnnualRate / 12) ** 12 - 1) * 100, 1) - 0.2);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
