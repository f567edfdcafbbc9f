/**
 * Rounds half up (away from zero for positives) to `decimals` places (docs/disclosure.md "Rounding": remark (d): APR shown
 * to at least one decimal, rounding half up; docs/disclosure.md "Rounding": instalments to cents). A tiny nudge absorbs binary noise such as
 * 1.005 being stored as 1.00499…
 */
export function roundHalfUp(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const scaled = value * factor;
  const rounded = (Math.sign(scaled) * Math.floor(Math.abs(scaled) + 0.5 + 1e-9)) / factor;
  // No negative zero: −0.00001 rounds to 0, not −0.
  return rounded === 0 ? 0 : rounded;
}
