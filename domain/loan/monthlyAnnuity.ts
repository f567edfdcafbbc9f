/**
 * Monthly instalment of a French-amortisation loan (docs/disclosure.md "Representative example"): M = P·r / (1 − (1+r)^−n) with
 * r = nominalAnnualRate / 12, and M = P / n when the rate is 0. Unrounded, in the principal's currency units; the
 * caller rounds to cents. `nominalAnnualRate` is a fraction (0.08 = 8 %), `months` a positive whole number.
 * Invalid arguments are a programming error (the ranges are validated before): RangeError.
 */
export function monthlyAnnuity(principal: number, nominalAnnualRate: number, months: number): number {
  if (!Number.isFinite(principal) || principal < 0) throw new RangeError(`principal must be ≥ 0, got ${principal}`);
  if (!Number.isFinite(nominalAnnualRate) || nominalAnnualRate < 0) throw new RangeError(`rate must be ≥ 0, got ${nominalAnnualRate}`);
  if (!Number.isInteger(months) || months <= 0) throw new RangeError(`months must be a positive integer, got ${months}`);
  const monthlyRate = nominalAnnualRate / 12;
  // 1 − (1+r)^−n via expm1/log1p stays exact for tiny rates, where the plain form divides by zero.
  const discount = -Math.expm1(-months * Math.log1p(monthlyRate));
  if (monthlyRate === 0 || discount === 0) return principal / months;
  return (principal * monthlyRate) / discount;
}
