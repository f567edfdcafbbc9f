import type { SelectOption } from './SelectField';

/**
 * Options of a country select (country of birth, citizenship): names from `Intl.DisplayNames` in the brand's locale,
 * sorted the locale's way, with the brand's own country first as the most likely answer (WCAG 3.3.7 spirit: the
 * common answer is quickest to reach). Codes come from the domain list (ISO_COUNTRY_CODES).
 */
export function countryOptions(codes: Iterable<string>, intlLocale: string, first?: string): SelectOption[] {
  const names = new Intl.DisplayNames([intlLocale], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(intlLocale);
  const options = [...codes].map((code) => ({ value: code, label: names.of(code) ?? code }));
  options.sort((a, b) => (a.value === first ? -1 : b.value === first ? 1 : collator.compare(a.label, b.label)));
  return options;
}
