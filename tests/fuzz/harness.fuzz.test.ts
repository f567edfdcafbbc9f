import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkNeverThrows, hostileString } from './support/fuzzHarness';

/**
 * The fuzz harness shown to fail when the guarantee is broken on purpose (performance acceptance): a validator that throws
 * on one rare shape, or that is slow on long input, is caught within the same number of runs the real suites use.
 */
describe('fuzz harness catches broken functions', () => {
  it('reports the input a validator throws on (a lone surrogate, as a careless encodeURIComponent would)', () => {
    const broken = (value: string) => encodeURIComponent(value);
    const report = checkNeverThrows(hostileString, broken, 10_000, 42);
    expect(report.counterexample).not.toBeNull();
  });

  it('reports a validator that throws on deep arbitrary values', () => {
    const broken = (value: unknown) => {
      if (Array.isArray(value) && value.length > 3) throw new Error('bug');
    };
    expect(checkNeverThrows(fc.anything({ maxDepth: 2 }), broken, 10_000, 7).counterexample).not.toBeNull();
  });

  it('measures the slowest call so a quadratic validator misses the 50 ms bound', () => {
    const quadratic = (value: string) => {
      let n = 0;
      for (let i = 0; i < value.length; i++) for (let j = 0; j < value.length; j++) n += value.charCodeAt(j);
      return n;
    };
    const report = checkNeverThrows(fc.constant('9'.repeat(12_000)), quadratic, 1);
    expect(report.slowestMs).toBeGreaterThan(50);
  });

  it('a correct function passes', () => {
    expect(checkNeverThrows(hostileString, (value) => value.length, 10_000).counterexample).toBeNull();
  });
});
