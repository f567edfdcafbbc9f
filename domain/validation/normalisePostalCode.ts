import type { Country } from '../brand/BrandConfigSchema';

/**
 * The postal code as stored: spaces removed, and for Poland the dash put back when five digits were typed
 * ("01224" → "01-224", country-rules.md §3.3). Idempotent; never throws.
 */
export function normalisePostalCode(value: string, country: Country): string {
  const compact = value.replace(/\s+/g, '');
  if (country === 'PL' && /^\d{5}$/.test(compact)) return `${compact.slice(0, 2)}-${compact.slice(2)}`;
  return compact;
}
