import type { ValidationError } from './ValidationError';

/** One of the configured options (docs/product.md "The form flow": dynamic steps: select and radio data points). No options: nothing passes. */
export function checkChoice(value: unknown, options: readonly string[] | undefined): ValidationError | null {
  return typeof value === 'string' && options !== undefined && options.includes(value) ? null : { kind: 'NotAnOption' };
}

const YES_NO: readonly unknown[] = [true, false, 'yes', 'no', 'true', 'false'];

/** A yes/no answer: a boolean, or 'yes'/'no'/'true'/'false' as radio inputs send them. */
export function checkYesNo(value: unknown): ValidationError | null {
  return YES_NO.includes(value) ? null : { kind: 'NotAnOption' };
}

/**
 * A checkbox (docs/product.md "Entities": generalPolicies, policies, marketing consents): when `required` it must be ticked
 * (MustBeAccepted); otherwise any boolean passes. Anything but a boolean or nothing is InvalidFormat.
 */
export function checkAccepted(value: unknown, required: boolean): ValidationError | null {
  if (value === true) return null;
  if (required) return { kind: 'MustBeAccepted' };
  return value === false || value === undefined || value === null ? null : { kind: 'InvalidFormat' };
}
