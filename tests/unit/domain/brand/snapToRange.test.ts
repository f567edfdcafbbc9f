import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { snapToRange } from '../../../../domain/brand/snapToRange';

const amount = { min: 1000, max: 20_000, step: 100 };

describe('snapToRange (docs/product.md "Landing parameters": landing amount/period, docs/validation-by-country.md "Amount and period": defaults)', () => {
  it.each([
    [2500, 2500],
    [999, 1000],
    [20_001, 20_000],
    [2549, 2500],
    [2550, 2600],
    [Number.NaN, 1000],
    [Number.POSITIVE_INFINITY, 1000],
    [-5, 1000],
  ])('%d → %d', (value, expected) => {
    expect(snapToRange(value, amount)).toBe(expected);
  });

  it('never goes past a max that is not on a step', () => {
    expect(snapToRange(1090, { min: 1000, max: 1090, step: 100 })).toBe(1000);
  });

  it('keeps decimal steps free of float noise', () => {
    expect(snapToRange(0.30000000000000004, { min: 0, max: 1, step: 0.1 })).toBe(0.3);
  });

  it('always lands in range, on a step, and is idempotent', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: false }), (value) => {
        const snapped = snapToRange(value, amount);
        expect(snapped).toBeGreaterThanOrEqual(amount.min);
        expect(snapped).toBeLessThanOrEqual(amount.max);
        expect((snapped - amount.min) % amount.step).toBe(0);
        expect(snapToRange(snapped, amount)).toBe(snapped);
      }),
    );
  });
});
