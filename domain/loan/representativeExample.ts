import type { Result } from '../kernel/Result';
import { err, ok } from '../kernel/Result';
import { annualPercentageRate } from './annualPercentageRate';
import { monthlyAnnuity } from './monthlyAnnuity';
import { roundHalfUp } from './roundHalfUp';

/** How the loan is repaid: one payment of principal plus interest at the end of the term, or equal monthly instalments. */
export type Repayment = 'single' | 'monthly';
export type PeriodScale = 'months' | 'days';

/** Days in a year for day-scaled terms (docs/disclosure.md "APR": remark (c); Banco de España Circular 5/2012 norma 13). */
export const DAYS_PER_YEAR = 365;

/** The brand's repayment, else the default of its period scale: days are a single repayment, months are monthly. */
export const repaymentFor = (scale: PeriodScale, repayment?: Repayment): Repayment => repayment ?? (scale === 'days' ? 'single' : 'monthly');

export interface RepresentativeExampleInput {
  /** Total amount borrowed, in currency units (e.g. euros). */
  readonly amount: number;
  /** Duration, in units of `periodScale`. */
  readonly period: number;
  readonly periodScale: PeriodScale;
  /** Defaults by scale (repaymentFor). */
  readonly repayment?: Repayment;
  /** Nominal annual borrowing rate (TIN), a fraction: 0.08 = 8 %. */
  readonly nominalAnnualRate: number;
  /** Opening fee as a fraction of the amount, deducted at payout: 0.03 = 3 %. */
  readonly openingFeeRate: number;
}

export interface RepresentativeExample {
  readonly repayment: Repayment;
  /** Number of payments: 1 for a single repayment. */
  readonly payments: number;
  /** The monthly instalment rounded down to cents (the last takes the rest), or the single repayment rounded to cents. */
  readonly payment: number;
  /** The last instalment, which absorbs the rounding of the others (docs/disclosure.md "Rounding"); the payment itself for a single repayment. */
  readonly lastPayment: number;
  /** What the repayments add up to. */
  readonly totalOfPayments: number;
  /**
   * Total amount payable (CCD Art. 3(h)): amount of credit plus total cost of credit, i.e. the repayments plus the
   * opening fee (withheld from the payout, so paid at drawdown).
   */
  readonly totalPayable: number;
  /** The opening fee in currency units, rounded to cents. */
  readonly openingFee: number;
  /** What the consumer receives: amount minus the opening fee. */
  readonly amountReceived: number;
  /** Total cost of credit: interest plus the opening fee (totalPayable − amount). */
  readonly totalCostOfCredit: number;
  /** APR in percent, rounded UP to two decimals: the figure shown is never below the exact one. */
  readonly aprPercent: number;
  /** Monthly equivalent of the APR in percent, two decimals rounded up: (1+APR)^(1/12) − 1 (PH EIR, CO monthly rate). */
  readonly monthlyRatePercent: number;
  /** Nominal annual rate in percent (two decimals). */
  readonly nominalRatePercent: number;
}

export interface InvalidLoanTerms {
  readonly kind: 'InvalidLoanTerms';
  readonly field: keyof RepresentativeExampleInput;
}

/** Rounds up to two decimals; the 1e-7 absorbs binary noise (8.3 stored as 8.3000000001 stays 8.3). */
const upTo2 = (value: number): number => Math.ceil(value * 100 - 1e-7) / 100 || 0;

/**
 * The representative example advertising must show (CCD Art. 4, Ley 16/2011 art. 9; docs/disclosure.md "Representative example").
 * Monthly: French-amortisation instalments rounded to cents over `period` months (a day-scaled period is counted in
 * equal months of 365/12 days, at least one), the last absorbing the rounding (docs/disclosure.md "Rounding").
 * Single: interest accrues per day, simple, actual/365 (the year of docs/disclosure.md "APR" remark (c)): a days term of d days is
 * d/365 years, a months term m/12 years; the repayment = amount × (1 + rate × years), rounded to cents.
 * Every fee is disclosed (issue 15): total payable = repayments + opening fee, total cost = total payable − amount.
 * APR per docs/disclosure.md "APR" from the amount received (fee deducted at payout) against those payments (bisection for instalments,
 * closed form (total/received)^(1/years) − 1 for a single repayment), shown rounded up to two decimals (remark (d)
 * asks at least one decimal; rounding up keeps "never understated"). Worked example: 10 000 € at 8 % over 36 months →
 * 313.36 € (the last 313.51 €: the reference's 36 × 313.36 = 11 280.96 € leaves 0.15 € unpaid), APR 8.30 %; with a
 * 3 % fee (300 €), APR 10.57 % (exactly 10.5608 %; the reference's 10.56 % is of 36 equal payments) and 11 581.11 €
 * payable.
 * Invalid terms (amount below 1 currency unit, non-integer or non-positive period, negative rate, fee outside [0, 1)
 * or one that leaves nothing to pay out) are an expected failure (the amount and period come from the applicant): InvalidLoanTerms naming the field.
 */
export function representativeExample(input: RepresentativeExampleInput): Result<RepresentativeExample, InvalidLoanTerms> {
  const { amount, period, periodScale, nominalAnnualRate: rate, openingFeeRate } = input;
  if (!Number.isFinite(amount) || amount < 1) return err({ kind: 'InvalidLoanTerms', field: 'amount' });
  if (!Number.isInteger(period) || period <= 0 || period > (periodScale === 'days' ? 36_500 : 1200)) return err({ kind: 'InvalidLoanTerms', field: 'period' });
  if (!Number.isFinite(rate) || rate < 0 || rate > 100) return err({ kind: 'InvalidLoanTerms', field: 'nominalAnnualRate' });
  if (!Number.isFinite(openingFeeRate) || openingFeeRate < 0 || openingFeeRate >= 1) return err({ kind: 'InvalidLoanTerms', field: 'openingFeeRate' });
  const repayment = repaymentFor(periodScale, input.repayment);
  const years = periodScale === 'days' ? period / DAYS_PER_YEAR : period / 12;
  const openingFee = roundHalfUp(amount * openingFeeRate, 2);
  const amountReceived = roundHalfUp(amount - openingFee, 2);
  // A fee that rounds to the whole amount pays nothing out: no loan, and no APR to compute.
  if (amountReceived <= 0) return err({ kind: 'InvalidLoanTerms', field: 'openingFeeRate' });
  let payments = 1;
  let payment: number;
  let lastPayment: number;
  let apr: number;
  if (repayment === 'single') {
    payment = lastPayment = roundHalfUp(amount * (1 + rate * years), 2);
    apr = (payment / amountReceived) ** (1 / years) - 1;
  } else {
    payments = Math.max(1, Math.round(years * 12));
    // Cents, rounded down: the last instalment absorbs the rest (docs/disclosure.md "Rounding"), so it never turns negative (rounding up
    // overpays, and the excess compounds). Without the absorption 100 at 0 % over 3 months repays 99.99: APR < 0.
    payment = Math.floor(monthlyAnnuity(amount, rate, payments) * 100 + 1e-7) / 100;
    let balance = amount;
    for (let month = 1; month < payments; month += 1) balance = balance * (1 + rate / 12) - payment;
    lastPayment = roundHalfUp(balance * (1 + rate / 12), 2);
    apr = annualPercentageRate(amountReceived, Array.from({ length: payments }, (_, index) => (index === payments - 1 ? lastPayment : payment)));
  }
  const totalOfPayments = roundHalfUp(payment * (payments - 1) + lastPayment, 2);
  const totalPayable = roundHalfUp(totalOfPayments + openingFee, 2);
  return ok({
    repayment,
    payments,
    payment,
    lastPayment,
    totalOfPayments,
    totalPayable,
    openingFee,
    amountReceived,
    totalCostOfCredit: roundHalfUp(totalPayable - amount, 2),
    aprPercent: upTo2(apr * 100),
    monthlyRatePercent: upTo2(((1 + apr) ** (1 / 12) - 1) * 100),
    nominalRatePercent: roundHalfUp(rate * 100, 2),
  });
}
