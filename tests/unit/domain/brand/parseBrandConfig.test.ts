import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBrandConfig } from '../../../../domain/brand/parseBrandConfig';
import { shippedBrand, shippedBrandIds } from '../../../support/shippedBrand';

/** The effective configuration of es-vehicle (its brand.json merged onto the defaults). */
const valid = JSON.parse(JSON.stringify(shippedBrand('es-vehicle'))) as Record<string, unknown> & { loan: { amount: Record<string, number>; period: Record<string, number> } };

const withLoan = (amount: Record<string, number>) => ({ ...valid, loan: { ...valid.loan, amount: { ...valid.loan.amount, ...amount } } });

describe('parseBrandConfig (docs/product.md "Entities": configuration object, docs/product.md "Constants")', () => {
  it('accepts a valid brand document', () => {
    const result = parseBrandConfig(valid);
    expect(result.ok && result.value.id).toBe('es-vehicle');
  });

  it('reports schema problems with their path, never throwing', () => {
    const result = parseBrandConfig({ ...valid, country: 'Spain', partnerOrigins: ['http://insecure.example'] });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.kind).toBe('InvalidBrandConfig');
      expect(result.error.issues.some((issue) => issue.startsWith('country:'))).toBe(true);
      expect(result.error.issues.some((issue) => issue.startsWith('partnerOrigins.0:'))).toBe(true);
    }
  });

  it('refuses a range whose min is above its max', () => {
    const result = parseBrandConfig(withLoan({ min: 20_100, max: 20_000 }));
    expect(!result.ok && result.error.issues).toEqual(['loan.amount: min 20100 is above max 20000']);
  });

  it('refuses a max that is not reachable in whole steps', () => {
    const result = parseBrandConfig(withLoan({ max: 20_050 }));
    expect(!result.ok && result.error.issues).toEqual(['loan.amount: max is not min plus a whole number of steps']);
  });

  it('refuses an unordered total-debt range', () => {
    const result = parseBrandConfig({ ...valid, limits: { overdueDebtMax: 1000, totalDebt: { min: 10, max: 0 } } });
    expect(!result.ok && result.error.issues).toEqual(['limits.totalDebt: min is above max']);
  });

  it.each([
    [999, 'loan.amount: default 999 is outside 1000–20000'],
    [20_100, 'loan.amount: default 20100 is outside 1000–20000'],
  ])('refuses a default outside its range (%d): the slider and the example start there', (amountDefault, issue) => {
    const result = parseBrandConfig(withLoan({ default: amountDefault }));
    expect(!result.ok && result.error.issues).toEqual([issue]);
  });

  it('refuses a period default outside its range (es-mini once shipped 31 days for 61–90)', () => {
    const result = parseBrandConfig({ ...valid, loan: { ...valid.loan, period: { ...valid.loan.period, default: 31, min: 61, max: 90 } } });
    expect(!result.ok && result.error.issues).toEqual(['loan.period: default 31 is outside 61–90']);
  });

  it.each(shippedBrandIds())('%s: loads as the server loads it (this parse), its amount and period defaults inside their ranges', (id) => {
    const { amount, period } = shippedBrand(id).loan;
    for (const range of [amount, period]) {
      expect(range.default).toBeGreaterThanOrEqual(range.min);
      expect(range.default).toBeLessThanOrEqual(range.max);
    }
  });

  it('never throws on arbitrary JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (json) => {
        expect(parseBrandConfig(json).ok).toBe(false);
      }),
    );
  });
});
