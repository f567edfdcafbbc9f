import type { Result } from '../shared/Result';
import { err, ok } from '../shared/Result';
import { annualPercentageRate } from './annualPercentageRate';
import { monthlyAnnuity } from './monthlyAnnuity';
import { roundHalfUp } from './roundHalfUp';

export interface RepresentativeExampleInput {
  /** Total amount borrowed, in currency units (e.g. euros). */
  readonly amount: number;
  /** Duration in months. */
  readonly months: number;
  /** Nominal annual borrowing rate (TIN), a fraction: 0.08 = 8 %. */
  readonly nominalAnnualRate: number;
  /** Opening fee as a fraction of the amount, deducted at payout: 0.03 = 3 %. */
  readonly openingFeeRate: number;
}

export interface RepresentativeExample {
  /** Monthly instalment rounded to cents. */
  readonly monthlyInstalment: number;
  /** months × monthlyInstalment, in cents precision: what the consumer repays. */
  readonly totalPayable: number;
  /** What the consumer receives: amount minus the opening fee. */
  readonly amountReceived: number;
  /** Total cost of credit: totalPayable − amountReceived (interest plus fee). */
  readonly totalCostOfCredit: number;
  /** APR in percent, one decimal, half up (CCD Annex I remark (d)). */
  readonly aprPercent: number;
  /** Nominal annual rate in percent (two decimals). */
  readonly nominalRatePercent: number;
}

export interface InvalidLoanTerms {
  readonly kind: 'InvalidLoanTerms';
  readonly field: keyof RepresentativeExampleInput;
}

/**
 * The representative example advertising must show (CCD Art. 4, Ley 16/2011 art. 9; country-rules.md §9.2, §9.3):
 * equal instalments rounded to cents, total payable as months × instalment, and the APR from the amount received
 * (fee deducted at payout) against those instalments. The worked example: 10 000 € at 8 % over 36 months → 313.36 €,
 * 11 280.96 €, APR 8.3 %; with a 3 % fee, APR 10.6 %. The "last instalment absorbs the rounding" rule of a real
 * schedule is not applied: the example states equal instalments, as the worked example does.
 * Invalid terms (amount below 1 currency unit, non-integer or non-positive months, negative rate, fee outside [0, 1)) are an
 * expected failure (the amount and period come from the applicant): InvalidLoanTerms naming the field.
 */
export function representativeExample(input: RepresentativeExampleInput): Result<RepresentativeExample, InvalidLoanTerms> {
  const { amount, months, nominalAnnualRate, openingFeeRate } = input;
  if (!Number.isFinite(amount) || amount < 1) return err({ kind: 'InvalidLoanTerms', field: 'amount' });
  if (!Number.isInteger(months) || months <= 0 || months > 1200) return err({ kind: 'InvalidLoanTerms', field: 'months' });
  if (!Number.isFinite(nominalAnnualRate) || nominalAnnualRate < 0 || nominalAnnualRate > 100) {
    return err({ kind: 'InvalidLoanTerms', field: 'nominalAnnualRate' });
  }
  if (!Number.isFinite(openingFeeRate) || openingFeeRate < 0 || openingFeeRate >= 1) {
    return err({ kind: 'InvalidLoanTerms', field: 'openingFeeRate' });
  }
  const monthlyInstalment = roundHalfUp(monthlyAnnuity(amount, nominalAnnualRate, months), 2);
  const totalPayable = roundHalfUp(monthlyInstalment * months, 2);
  const amountReceived = roundHalfUp(amount * (1 - openingFeeRate), 2);
  const apr = annualPercentageRate(amountReceived, Array.from({ length: months }, () => monthlyInstalment));
  return ok({
    monthlyInstalment,
    totalPayable,
    amountReceived,
    totalCostOfCredit: roundHalfUp(totalPayable - amountReceived, 2),
    aprPercent: roundHalfUp(apr * 100, 1),
    nominalRatePercent: roundHalfUp(nominalAnnualRate * 100, 2),
  });
}
