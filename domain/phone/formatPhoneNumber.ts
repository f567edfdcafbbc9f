import type { Country } from '../brand/BrandConfigSchema';
import { parsePhone } from './parsePhone';

/**
 * A valid phone number of `country` written the country's way (docs/validation-by-country.md "Phone numbers"): NATIONAL "612 34 56 78", INTERNATIONAL
 * "+34 612 34 56 78"; null when it is not a valid number of `country`. Uses the number formats of libphonenumber-js
 * core that phone validation loads anyway (the ui loads both on demand, ui/steps/phoneCode.ts). Never throws.
 */
export function formatPhoneNumber(input: string, country: Country, style: 'NATIONAL' | 'INTERNATIONAL'): string | null {
  const parsed = parsePhone(input, country);
  return parsed.ok ? parsed.value.format(style) : null;
}
