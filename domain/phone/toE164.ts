import type { Country } from '../brand/BrandConfigSchema';
import { parsePhone } from './parsePhone';

/**
 * The phone number in international E.164 form ("+34612345678"), or null when it is not a valid number of
 * `country` (docs/click-ids-and-consent.md "Tracking identity": "an invalid phone is omitted"; docs/validation-by-country.md "Phone numbers"). An extension is dropped.
 */
export function toE164(input: string, country: Country): string | null {
  const parsed = parsePhone(input, country);
  return parsed.ok ? parsed.value.number : null;
}
