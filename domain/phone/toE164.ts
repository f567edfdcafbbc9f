import type { Country } from '../brand/BrandConfigSchema';
import { parsePhone } from './parsePhone';

/**
 * The phone number in international E.164 form ("+34612345678"), or null when it is not a valid number of
 * `country` (spec §3 tracking identity: "an invalid phone is omitted"; spec §5). An extension is dropped.
 */
export function toE164(input: string, country: Country): string | null {
  const parsed = parsePhone(input, country);
  return parsed.ok ? parsed.value.number : null;
}
