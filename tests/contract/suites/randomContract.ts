import { describe, expect, it } from 'vitest';
import type { Random } from '../../../application/ports/Random';

/** The contract every `Random` passes: numbers in [0, 1), the range sampling and jitter rely on (docs/click-ids-and-consent.md "Product analytics and session recording"). */
export const describeRandomContract = (label: string, setup: () => Random): void => {
  describe(`${label} honours the Random contract`, () => {
    it('answers finite numbers in [0, 1)', () => {
      const random = setup();
      for (let i = 0; i < 1000; i += 1) {
        const value = random.next();
        expect(Number.isFinite(value) && value >= 0 && value < 1, String(value)).toBe(true);
      }
    });
  });
};
