// Unit formatters are built once per locale and unit.
const formats = new Map<string, Intl.NumberFormat>();

/**
 * A loan period in words with the locale's plural rules ("60 meses", "60 miesięcy", "31 days"), from the brand's
 * period scale (BrandConfigSchema `loan.period.scale`).
 */
export function formatDuration(count: number, scale: 'months' | 'days', intlLocale: string): string {
  const unit = scale === 'months' ? 'month' : 'day';
  const key = `${intlLocale}|${unit}`;
  let format = formats.get(key);
  if (format === undefined) formats.set(key, (format = new Intl.NumberFormat(intlLocale, { style: 'unit', unit, unitDisplay: 'long' })));
  return format.format(count);
}
