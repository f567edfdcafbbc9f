import type { Country } from '../brand/BrandConfigSchema';
import type { ValidationError } from '../validation/ValidationError';
import { parsePhone } from './parsePhone';

export interface PhoneCheckOptions {
  /**
   * Require a mobile number. The applicant's own phone receives the SMS verification code, so its field sets this
   * (docs/validation-by-country.md "Phone numbers": in Spain 6xx and 71x–74x/78x are mobile, 9xx is fixed-line). Work and reference phones
   * leave it off. Numbers the metadata cannot tell apart (FIXED_LINE_OR_MOBILE, e.g. Mexico) count as mobile.
   */
  readonly mobileOnly?: boolean;
}

const MOBILE_TYPES: ReadonlySet<string> = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/**
 * Validates a phone number per country (docs/validation-by-country.md "Phone numbers"): null when valid, else a typed error (see `parsePhone` for the
 * order of checks), or PhoneNotMobile when `mobileOnly` is set and the valid number is not a mobile. Never throws.
 */
export function checkPhone(input: string, country: Country, options: PhoneCheckOptions = {}): ValidationError | null {
  const parsed = parsePhone(input, country);
  if (!parsed.ok) return parsed.error;
  if (options.mobileOnly === true && !MOBILE_TYPES.has(parsed.value.getType() ?? '')) {
    return { kind: 'PhoneNotMobile' };
  }
  return null;
}
