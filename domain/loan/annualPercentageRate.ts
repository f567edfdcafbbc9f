const ITERATIONS = 200;
const LOWEST_RATE = -0.99;

/**
 * Annual percentage rate per EU Directive 2008/48/EC Annex I (docs/disclosure.md "APR"): the X solving
 * drawdown = Σ D_l · (1+X)^(−s_l), one drawdown at t = 0 and payment l at s_l = l · `yearsBetweenPayments`
 * (default 1/12: equal months, Annex I remark (c)). Solved by bisection, as a fraction (0.1056 = 10.56 %), unrounded;
 * round with `roundHalfUp` for display (remark (d)). The upper bound grows until it brackets the root, so short
 * expensive loans (hundreds of percent) are answered too. Invalid arguments (drawdown ≤ 0,
 * no payments, a negative or non-finite payment) are a programming error: RangeError.
 */
export function annualPercentageRate(
  drawdown: number,
  payments: readonly number[],
  yearsBetweenPayments: number = 1 / 12,
): number {
  if (!Number.isFinite(drawdown) || drawdown <= 0) throw new RangeError(`drawdown must be > 0, got ${drawdown}`);
  if (payments.length === 0 || payments.some((payment) => !Number.isFinite(payment) || payment < 0)) {
    throw new RangeError('payments must be a non-empty list of amounts ≥ 0');
  }
  if (!(yearsBetweenPayments > 0)) throw new RangeError(`yearsBetweenPayments must be > 0, got ${yearsBetweenPayments}`);
  // Present value of the payments minus the drawdown: decreasing in X.
  const excess = (rate: number): number =>
    payments.reduce((sum, payment, index) => sum + payment * (1 + rate) ** (-(index + 1) * yearsBetweenPayments), 0) - drawdown;
  let low = LOWEST_RATE;
  let high = 10;
  while (excess(high) > 0 && high < 1e9) high *= 10;
  for (let iteration = 0; iteration < ITERATIONS; iteration += 1) {
    const middle = (low + high) / 2;
    if (excess(middle) > 0) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}
