import type { Country } from '../../domain/brand/BrandConfigSchema';
import { ISO_COUNTRY_CODES } from '../../domain/validation/isoCountryCodes';
import type { SelectOption } from '../kit/SelectField';

const cache = new Map<string, SelectOption[]>();

/**
 * Every ISO 3166-1 country by its name in `locale` (Intl.DisplayNames), the brand's country first, then by name:
 * country of birth and citizenship (docs/product.md "Screens and routes": steps 27, 28) without a round trip to /choices/country.
 */
export function countryOptions(locale: string, first: Country): SelectOption[] {
  const key = `${locale}|${first}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  const options = [...ISO_COUNTRY_CODES]
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => (a.value === first ? -1 : b.value === first ? 1 : collator.compare(a.label, b.label)));
  cache.set(key, options);
  return options;
}
