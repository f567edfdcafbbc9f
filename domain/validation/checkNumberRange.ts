import type { ValidationError } from './ValidationError';

export interface NumberBounds {
  /** Smallest accepted value, inclusive. */
  readonly min?: number;
  /** Largest accepted value, inclusive. */
  readonly max?: number;
  /** Accepted values are min + k·step (or k·step without a min). */
  readonly step?: number;
  /** Whole numbers only. */
  readonly integer?: boolean;
  /** Most decimal places accepted (money: 2). */
  readonly maxDecimals?: number;
}

// Steps are compared with a tolerance so 0.1-style float noise never rejects a valid value.
const EPSILON = 1e-9;

const decimalsOf = (value: number): number => {
  const text = String(value);
  if (text.includes('e')) return 20;
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
};

/**
 * A number within bounds (docs/validation-by-country.md "Amount and period", period, debts, integer ranges): InvalidFormat (not finite, not whole when
 * `integer`, too many decimals), BelowMinimum { min }, AboveMaximum { max }, NotAStep { step, min }, else null.
 * Range is checked before step so the message names the nearer problem. Never throws.
 */
export function checkNumberRange(value: number, bounds: NumberBounds): ValidationError | null {
  if (!Number.isFinite(value)) return { kind: 'InvalidFormat' };
  if (bounds.integer === true && !Number.isInteger(value)) return { kind: 'InvalidFormat' };
  if (bounds.maxDecimals !== undefined && decimalsOf(value) > bounds.maxDecimals) return { kind: 'InvalidFormat' };
  if (bounds.min !== undefined && value < bounds.min) return { kind: 'BelowMinimum', params: { min: bounds.min } };
  if (bounds.max !== undefined && value > bounds.max) return { kind: 'AboveMaximum', params: { max: bounds.max } };
  if (bounds.step !== undefined && bounds.step > 0) {
    const steps = (value - (bounds.min ?? 0)) / bounds.step;
    if (Math.abs(steps - Math.round(steps)) > EPSILON) {
      return { kind: 'NotAStep', params: { step: bounds.step, min: bounds.min ?? 0 } };
    }
  }
  return null;
}
