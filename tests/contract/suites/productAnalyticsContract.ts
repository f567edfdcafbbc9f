import { describe, expect, it } from 'vitest';
import type { ProductAnalytics } from '../../../application/ports/ProductAnalytics';

/** The contract every `ProductAnalytics` passes, loaded or not, consented or not: any call at any time, never a throw. */
export const describeProductAnalyticsContract = (label: string, setup: () => ProductAnalytics): void => {
  describe(`${label} honours the ProductAnalytics contract`, () => {
    it('accepts identify, register and capture at any time without throwing', () => {
      const analytics = setup();
      expect(() => {
        analytics.capture('before identify');
        analytics.identify('f3b0c6f2-8a53-4c1a-9d3e-0a4b6f0e2c11');
        analytics.register({ isLeadPrefilled: false });
        analytics.capture('after', { step: 1 });
      }).not.toThrow();
    });
  });
};
