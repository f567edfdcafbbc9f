import { parseNumber } from './parseNumber';
import type { NumberBounds } from './checkNumberRange';
import { checkNumberRange } from './checkNumberRange';
import type { ValidationContext } from './ValidationContext';
import type { ValidationError } from './ValidationError';

/** The validator of one FieldRule (docs/validation-by-country.md "How a field is checked"): null when the non-empty value is valid, else the typed error. */
export type FieldValidator = (value: unknown, ctx: ValidationContext) => ValidationError | null;

const INVALID: ValidationError = { kind: 'InvalidFormat' };

/** A rule over text: anything but a string is InvalidFormat. */
export const stringRule = (check: (value: string, ctx: ValidationContext) => ValidationError | null): FieldValidator =>
  (value, ctx) => (typeof value === 'string' ? check(value, ctx) : INVALID);

/** A rule over a number (or numeric text) within bounds: anything else is InvalidFormat. */
export const numberRule = (bounds: (ctx: ValidationContext) => NumberBounds): FieldValidator => (value, ctx) => {
  const number = parseNumber(value);
  return number === null ? INVALID : checkNumberRange(number, bounds(ctx));
};
