import type { NumberRange } from '../validation/NumberRange';

/**
 * The nearest value the range accepts: clamped into [min, max], then rounded to the nearest min + k·step (half up),
 * never past max. Used for a default outside its range (docs/validation-by-country.md "Amount and period": base period 31 vs 61–90) and for amounts or periods
 * from the landing URL (docs/product.md "Landing parameters"). A non-finite value gives the range's lower bound. Idempotent; never throws.
 */
export function snapToRange(value: number, range: Pick<NumberRange, 'min' | 'max' | 'step'>): number {
  if (!Number.isFinite(value)) return range.min;
  const clamped = Math.min(Math.max(value, range.min), range.max);
  const snapped = range.min + Math.round((clamped - range.min) / range.step) * range.step;
  const lastStep = range.min + Math.floor((range.max - range.min) / range.step) * range.step;
  // Round to the step's own decimals so 0.1-style float noise does not leak out.
  const decimals = (String(range.step).split('.')[1] ?? '').length + (String(range.min).split('.')[1] ?? '').length;
  return Number(Math.min(snapped, lastStep).toFixed(decimals));
}
