import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { annualPercentageRate } from '../../../../domain/loan/annualPercentageRate';
import { representativeExample, type RepresentativeExampleInput } from '../../../../domain/loan/representativeExample';

const months = (amount: number, period: number, nominalAnnualRate: number, openingFeeRate = 0): RepresentativeExampleInput => ({
  amount,
  period,
  periodScale: 'months',
  nominalAnnualRate,
  openingFeeRate,
});
const days = (amount: number, period: number, nominalAnnualRate: number, openingFeeRate = 0): RepresentativeExampleInput => ({
  amount,
  period,
  periodScale: 'days',
  nominalAnnualRate,
  openingFeeRate,
});
const value = (input: RepresentativeExampleInput) => {
  const result = representativeExample(input);
  if (!result.ok) throw new Error(`unexpected ${result.error.field}`);
  return result.value;
};

describe('representativeExample (CCD Art. 4; docs/disclosure.md "Representative example": worked example)', () => {
  // docs/disclosure.md "Representative example" states 313.36 € × 36 = 11 280.96 €, APR 8.30 % and, with the 3 % fee, 10.6 % (10.56 %). Its own rule "the last
  // instalment absorbs the rounding difference" makes the last 313.51 € (35 × 313.36 leave 313.51 € owed), so the
  // schedule totals 11 281.11 € and the fee case's exact APR is 10.5608 %: shown 10.57 % (rounded up), 10.6 % at one decimal.
  it.each([
    // amount, months, rate, fee → instalment, last, total payable (fee included), APR % shown, APR % at one decimal (docs/disclosure.md "Representative example")
    [10_000, 36, 0.08, 0, 313.36, 313.51, 11_281.11, 8.3, 8.3],
    [10_000, 36, 0.08, 0.03, 313.36, 313.51, 11_581.11, 10.57, 10.6],
  ])('%d € over %d months at %d, fee %d → %d (last %d) / %d / APR %d %% (%d %%)', (amount, period, rate, fee, instalment, last, total, apr, oneDecimal) => {
    const example = value(months(amount, period, rate, fee));
    expect([example.repayment, example.payments, example.payment, example.lastPayment, example.totalPayable, example.aprPercent, example.nominalRatePercent]).toEqual([
      'monthly',
      period,
      instalment,
      last,
      total,
      apr,
      8,
    ]);
    expect(Math.round(example.aprPercent * 10) / 10).toBe(oneDecimal);
  });

  it('docs/disclosure.md "Representative example" APR with 36 equal payments of 313.36 € against 9 700 € is 10.56 %, as the reference computes it', () => {
    expect(annualPercentageRate(9700, Array.from({ length: 36 }, () => 313.36)) * 100).toBeCloseTo(10.56, 2);
  });

  it('discloses the opening fee: its amount, the amount received, and a total payable and total cost that include it (issue 15 item 4)', () => {
    const example = value(months(10_000, 36, 0.08, 0.03));
    expect(example.openingFee).toBe(300);
    expect(example.amountReceived).toBe(9700);
    expect(example.totalOfPayments).toBe(11_281.11);
    expect(example.totalPayable).toBe(11_581.11);
    expect(example.totalCostOfCredit).toBe(1581.11);
  });

  it('es-vehicle default (2 500 € at 8.99 % over 60 months, 3 % fee): fee 75 €, total payable 3 188.08 €, TAE 10.81 %', () => {
    const example = value(months(2500, 60, 0.0899, 0.03));
    expect([example.payment, example.lastPayment, example.openingFee, example.totalPayable, example.aprPercent]).toEqual([51.88, 52.16, 75, 3188.08, 10.81]);
  });

  it('a zero rate without fee has an APR of 0 and instalments of amount / months, the last taking the odd cent', () => {
    expect([value(months(1200, 12, 0)).payment, value(months(1200, 12, 0)).aprPercent]).toEqual([100, 0]);
    expect(value(months(100, 3, 0))).toMatchObject({ payment: 33.33, lastPayment: 33.34, totalPayable: 100, aprPercent: 0 });
  });

  describe('day-scaled products: a single repayment, interest per day on actual/365 (docs/disclosure.md "APR": remark (c))', () => {
    it('mx-express: $15,000 over 15 days at 90 % is one payment of $15,554.79 (not "Cuota mensual $16,125"), CAT 142.00 %', () => {
      const example = value(days(15_000, 15, 0.9));
      // 15 000 × 0.9 × 15/365 = 554.79; CAT = (15 554.79 / 15 000)^(365/15) − 1 = 141.997… % → 142.00 %.
      expect([example.repayment, example.payments, example.payment, example.totalPayable, example.aprPercent]).toEqual(['single', 1, 15_554.79, 15_554.79, 142]);
    });

    it('es-mini: 1 000 € over 61 days at 20 % is one payment of 1 033.42 €, TAE 21.74 % (not two monthly payments)', () => {
      const example = value(days(1000, 61, 0.2));
      expect([example.repayment, example.payments, example.payment, example.aprPercent]).toEqual(['single', 1, 1033.42, 21.74]);
    });

    it('a brand that says monthly keeps instalments: 61 days are two equal months', () => {
      expect(value({ ...days(1000, 61, 0.2), repayment: 'monthly' })).toMatchObject({ repayment: 'monthly', payments: 2 });
    });

    it('a months-scale single repayment accrues m/12 years of interest', () => {
      expect(value({ ...months(1000, 6, 0.12), repayment: 'single' }).payment).toBe(1060);
    });

    it('the single-repayment APR solves the Annex I equation: received = total × (1+X)^(−days/365)', () => {
      const example = value(days(3000, 30, 0.9, 0.02));
      const exact = (example.totalPayable - example.openingFee) / example.amountReceived;
      expect(((1 + example.aprPercent / 100) ** (30 / 365))).toBeGreaterThanOrEqual(exact);
      expect(((1 + (example.aprPercent - 0.01) / 100) ** (30 / 365))).toBeLessThan(exact);
    });
  });

  it.each([
    [{ amount: 0 }, 'amount'],
    [{ amount: 0.99 }, 'amount'],
    [{ amount: Number.NaN }, 'amount'],
    [{ period: 0 }, 'period'],
    [{ period: 12.5 }, 'period'],
    [{ nominalAnnualRate: -0.01 }, 'nominalAnnualRate'],
    [{ openingFeeRate: 1 }, 'openingFeeRate'],
    [{ openingFeeRate: -0.1 }, 'openingFeeRate'],
  ])('refuses %j as InvalidLoanTerms on %s', (override, field) => {
    const result = representativeExample({ ...months(10_000, 36, 0.08), ...override });
    expect(result).toEqual({ ok: false, error: { kind: 'InvalidLoanTerms', field } });
  });

  const terms = fc.record({
    amount: fc.integer({ min: 100, max: 1_000_000 }),
    period: fc.integer({ min: 1, max: 120 }),
    periodScale: fc.constantFrom('months' as const, 'days' as const),
    nominalAnnualRate: fc.double({ min: 0, max: 2, noNaN: true }),
    openingFeeRate: fc.double({ min: 0, max: 0.1, noNaN: true }),
  });

  it('property: the APR shown is never below the exact APR of its own cash flows, and at most 0.01 above', () => {
    fc.assert(
      fc.property(terms, (input) => {
        const example = value(input);
        const flows = Array.from({ length: example.payments }, (_, index) => (index === example.payments - 1 ? example.lastPayment : example.payment));
        const years = input.periodScale === 'days' ? input.period / 365 : input.period / 12;
        const exact = example.repayment === 'single' ? (example.payment / example.amountReceived) ** (1 / years) - 1 : annualPercentageRate(example.amountReceived, flows);
        expect(example.aprPercent).toBeGreaterThanOrEqual(exact * 100 - 1e-6);
        expect(example.aprPercent).toBeLessThanOrEqual(exact * 100 + 0.01 + 1e-6);
      }),
      { numRuns: 300 },
    );
  });

  it('property: with a fee the APR is at least the effective nominal rate; zero rate and zero fee give 0', () => {
    fc.assert(
      fc.property(terms, (input) => {
        const example = value({ ...input, openingFeeRate: input.openingFeeRate + 0.001 });
        // Monthly compounding of the nominal rate is the floor of the APR once a fee is added (rounded payments aside).
        const nominalEffective = ((1 + input.nominalAnnualRate / 12) ** 12 - 1) * 100;
        if (example.repayment === 'monthly') expect(example.aprPercent).toBeGreaterThanOrEqual(nominalEffective - 0.05);
        expect(example.aprPercent).toBeGreaterThanOrEqual(input.nominalAnnualRate * 100 - 0.05);
        expect(value({ ...input, nominalAnnualRate: 0, openingFeeRate: 0 }).aprPercent).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it('property: the total payable is the repayments plus the fee, and the total cost is what is paid beyond the amount', () => {
    fc.assert(
      fc.property(terms, (input) => {
        const example = value(input);
        expect(example.totalPayable).toBeCloseTo(example.payment * (example.payments - 1) + example.lastPayment + example.openingFee, 2);
        expect(example.totalCostOfCredit).toBeCloseTo(example.totalPayable - input.amount, 2);
      }),
      { numRuns: 200 },
    );
  });
});
