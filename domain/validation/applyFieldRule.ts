import type { FieldRule } from './FieldRule';
import type { FieldValidator } from './FieldValidator';
import type { ValidationContext } from './ValidationContext';
import type { ValidationError } from './ValidationError';

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Applies `rule`'s validator the way every form value is judged (docs/validation-by-country.md "How a field is checked"): an empty value (undefined, null, '' or
 * blanks) is Required when `ctx.required`, else valid — except `accepted`, whose empty state is "not ticked"
 * (MustBeAccepted when required). Non-empty values go to `validator`. Never throws if the validator does not.
 */
export function applyFieldRule(rule: FieldRule, validator: FieldValidator, value: unknown, ctx: ValidationContext): ValidationError | null {
  if (rule === 'accepted') return validator(value, ctx);
  if (isEmpty(value)) return ctx.required ? { kind: 'Required' } : null;
  return validator(value, ctx);
}
