import type { Country } from '../brand/BrandConfigSchema';

/**
 * The IBAN as checked and stored: spaces and dashes removed, upper-cased; for Poland a 26-digit NRB gets its "PL"
 * (country-rules.md §3.4, §10). Idempotent; never throws.
 */
export function normaliseIban(value: string, country: Country): string {
  const compact = value.replace(/[\s-]+/g, '').toUpperCase();
  return country === 'PL' && /^\d{26}$/.test(compact) ? `PL${compact}` : compact;
}
