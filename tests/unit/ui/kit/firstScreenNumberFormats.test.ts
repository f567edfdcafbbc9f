import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

/** A fresh copy of the module (its formatter cache empty) with every Intl.NumberFormat construction counted. */
async function freshFormatMoney() {
  vi.resetModules();
  const built: string[] = [];
  const RealNumberFormat = Intl.NumberFormat;
  vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (locales?: string | string[], options?: Intl.NumberFormatOptions) {
    built.push(JSON.stringify(options ?? {}));
    return new RealNumberFormat(locales, options);
  } as unknown as typeof Intl.NumberFormat);
  return { module: await import('../../../../ui/kit/formatMoney'), built };
}

describe('firstScreenNumberFormats (first-step budget: built at start-up in tasks of their own, not inside the first render)', () => {
  it('builds every number format the first screen uses, so that screen builds none', async () => {
    const { module, built } = await freshFormatMoney();
    for (const build of module.firstScreenNumberFormats('es-ES', 'EUR')) build();
    const warmed = built.length;
    expect(warmed).toBe(3);
    // What the loan dialog, the representative example and the amount slider format.
    expect(module.formatMoney(12_345, 'es-ES', 'EUR')).toBe('12.345\u00a0€');
    expect(module.formatPercent(0.083, 'es-ES')).toBe('8,30\u00a0%');
    expect(module.formatAmount(12_345, 'es-ES')).toBe('12.345');
    expect(built).toHaveLength(warmed);
  });

  it('each warm-up builds one format (a task apiece stays short)', async () => {
    const { module, built } = await freshFormatMoney();
    for (const build of module.firstScreenNumberFormats('es-MX', 'MXN')) {
      const before = built.length;
      build();
      expect(built.length - before).toBe(1);
    }
  });
});
