import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkNumberRange } from '../../../../domain/validation/checkNumberRange';
import { parseNumber } from '../../../../domain/validation/parseNumber';
import { HOSTILE_INPUT_MS } from '../../../support/hostileInputTime';

const amount = { integer: true, min: 1000, max: 20_000, step: 100 };

describe('checkNumberRange (docs/validation-by-country.md "Amount and period", period, debts)', () => {
  it.each([
    [1000, null],
    [20_000, null],
    [2500, null],
    [900, { kind: 'BelowMinimum', params: { min: 1000 } }],
    [999, { kind: 'BelowMinimum', params: { min: 1000 } }],
    [20_100, { kind: 'AboveMaximum', params: { max: 20_000 } }],
    [2550, { kind: 'NotAStep', params: { step: 100, min: 1000 } }],
    [2501, { kind: 'NotAStep', params: { step: 100, min: 1000 } }],
    [2500.5, { kind: 'InvalidFormat' }],
    [Number.NaN, { kind: 'InvalidFormat' }],
    [Number.POSITIVE_INFINITY, { kind: 'InvalidFormat' }],
  ])('%d → %j', (value, expected) => {
    expect(checkNumberRange(value, amount)).toEqual(expected);
  });

  it('counts steps from the minimum', () => {
    expect(checkNumberRange(150, { min: 50, max: 1000, step: 100 })).toBeNull();
    expect(checkNumberRange(200, { min: 50, max: 1000, step: 100 })?.kind).toBe('NotAStep');
  });

  it('tolerates float noise on decimal steps and limits decimals', () => {
    expect(checkNumberRange(0.3, { min: 0, max: 1, step: 0.1 })).toBeNull();
    expect(checkNumberRange(10.25, { maxDecimals: 2 })).toBeNull();
    expect(checkNumberRange(10.255, { maxDecimals: 2 })).toEqual({ kind: 'InvalidFormat' });
  });

  it('never throws; every accepted value is in range and on a step', () => {
    fc.assert(
      fc.property(fc.double(), (value) => {
        if (checkNumberRange(value, amount) === null) {
          expect(value >= 1000 && value <= 20_000 && value % 100 === 0).toBe(true);
        }
      }),
    );
  });
});

describe('parseNumber', () => {
  it.each<[unknown, number | null]>([
    [2500, 2500],
    ['2500', 2500],
    [' 2500 ', 2500],
    ['99,5', 99.5],
    ['99.5', 99.5],
    ['-3', -3],
    ['1.000,00', null],
    ['1e3', null],
    ['', null],
    ['abc', null],
    [Number.NaN, null],
    [true, null],
    [null, null],
  ])('%j → %j', (value, expected) => {
    expect(parseNumber(value)).toBe(expected);
  });

  it('never throws and answers 10,000 characters without super-linear work (< 250 ms)', () => {
    fc.assert(fc.property(fc.anything(), (value) => {
      expect(() => parseNumber(value)).not.toThrow();
    }));
    const started = performance.now();
    expect(parseNumber('1'.repeat(10_000))).toBeNull();
    expect(parseNumber(`${'1'.repeat(10)}${'.1'.repeat(5_000)}`)).toBeNull();
    expect(performance.now() - started).toBeLessThan(HOSTILE_INPUT_MS);
  });
});
