import { ISO_COUNTRY_CODES } from './isoCountryCodes';
import type { ValidationError } from './ValidationError';

/** An ISO 3166-1 alpha-2 code, upper case, and one of `options` when the step restricts them. */
export function checkCountryCode(value: unknown, options?: readonly string[]): ValidationError | null {
  if (typeof value !== 'string' || !ISO_COUNTRY_CODES.has(value)) return { kind: 'InvalidFormat' };
  return options === undefined || options.includes(value) ? null : { kind: 'NotAnOption' };
}
