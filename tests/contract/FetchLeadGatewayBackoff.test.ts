import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backoffDelay, DEFAULT_RETRY_POLICY } from '../../adapters/http/backoffDelay';

const policy = { maxAttempts: 5, baseDelayMs: 100, maxDelayMs: 1_000 };

describe('backoffDelay (exponential, full jitter, capped)', () => {
  it.each([
    [0, 100],
    [1, 200],
    [2, 400],
    [3, 800],
    [4, 1_000],
    [10, 1_000],
  ])('retry %i has a ceiling of %i ms', (retry, ceiling) => {
    expect(backoffDelay(retry, policy, () => 0.999_999)).toBe(ceiling - 1);
    expect(backoffDelay(retry, policy, () => 0)).toBe(0);
  });

  it('spreads clients: the delay follows the random draw', () => {
    expect(backoffDelay(2, policy, () => 0.25)).toBe(100);
    expect(backoffDelay(2, policy, () => 0.75)).toBe(300);
  });

  it('never exceeds the cap nor goes negative, whatever the draw and retry', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (retry, r) => {
        const delay = backoffDelay(retry, DEFAULT_RETRY_POLICY, () => r);
        expect(delay).toBeGreaterThanOrEqual(0);
        expect(delay).toBeLessThan(DEFAULT_RETRY_POLICY.maxDelayMs);
      }),
    );
  });
});
