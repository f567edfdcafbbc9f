// Intl formatters are costly to build; step changes must stay fast (first-step budget), so each one is built once.
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(intlLocale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${intlLocale}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (found === undefined) {
    found = new Intl.NumberFormat(intlLocale, options);
    formatters.set(key, found);
  }
  return found;
}

/**
 * An amount of money for display, per locale and currency (docs/validation-by-country.md "Country facts"): `formatMoney(12345, 'es-ES', 'EUR')`
 * gives "12.345 €"; whole amounts drop the cents, and CLDR minimum grouping applies (es: "1234 €").
 */
export function formatMoney(amount: number, intlLocale: string, currency: string): string {
  return formatter(intlLocale, { style: 'currency', currency, trailingZeroDisplay: 'stripIfInteger' }).format(amount);
}

/** A plain number with the locale's grouping, e.g. 12345 → "12.345" in es-ES, for the money input's own text. */
export function formatAmount(amount: number, intlLocale: string): string {
  return formatter(intlLocale, { maximumFractionDigits: 2 }).format(amount);
}

/** A rate given as a fraction (0.083 → "8,30 %" in es-ES), with two decimals as in the representative example. */
export function formatPercent(fraction: number, intlLocale: string): string {
  return formatter(intlLocale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(fraction);
}

/** The currency symbol and on which side of the number the locale writes it ("€" after in es-ES, "$" before in es-MX). */
export function currencyAffix(intlLocale: string, currency: string): { symbol: string; position: 'prefix' | 'suffix' } {
  const parts = formatter(intlLocale, { style: 'currency', currency }).formatToParts(1);
  const symbolIndex = parts.findIndex((part) => part.type === 'currency');
  const integerIndex = parts.findIndex((part) => part.type === 'integer');
  return { symbol: parts[symbolIndex]?.value ?? currency, position: symbolIndex < integerIndex ? 'prefix' : 'suffix' };
}

/**
 * The number formats the first screen shows (the loan dialog, the representative example), one per function: start-up
 * builds them in tasks of their own while the locale arrives (src/bootstrap/mount.tsx). Built inside the first render
 * they made it one long task: an Intl.NumberFormat takes ≈ 4-5 ms at 1× CPU to build (first-step TBT).
 */
export const firstScreenNumberFormats = (intlLocale: string, currency: string): ReadonlyArray<() => unknown> => [
  () => formatMoney(0, intlLocale, currency),
  () => formatPercent(0, intlLocale),
  () => formatAmount(0, intlLocale),
];

/**
 * Reads what the applicant typed in a money input as a number, or null when it is not a number. The locale's decimal
 * separator marks decimals; other dots, commas and spaces are grouping, except a last one followed by one or two digits
 * ("1234.50" typed in es-ES), which is read as decimals.
 */
export function parseMoneyInput(text: string, intlLocale: string): number | null {
  const decimal = formatter(intlLocale, { maximumFractionDigits: 2 }).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (!/^\d[\d.,']*$/.test(compact)) return null;
  let integerPart = compact;
  let fraction = '';
  const decimalAt = compact.lastIndexOf(decimal);
  // Two decimal separators ("1,2,3" in es-ES) are ambiguous: not a number, so the validator asks again.
  if (decimalAt !== compact.indexOf(decimal)) return null;
  if (decimalAt >= 0) {
    integerPart = compact.slice(0, decimalAt);
    fraction = compact.slice(decimalAt + 1);
  } else {
    const lastSeparator = Math.max(compact.lastIndexOf('.'), compact.lastIndexOf(','));
    const tail = compact.slice(lastSeparator + 1);
    if (lastSeparator >= 0 && tail.length >= 1 && tail.length <= 2) {
      integerPart = compact.slice(0, lastSeparator);
      fraction = tail;
    }
  }
  const digits = integerPart.replace(/[.,']/g, '');
  if (!/^\d+$/.test(digits) || !/^\d{0,2}$/.test(fraction)) return null;
  return Number(fraction.length > 0 ? `${digits}.${fraction}` : digits);
}
