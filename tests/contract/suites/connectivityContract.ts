import { describe, expect, it } from 'vitest';
import type { Connectivity } from '../../../application/ports/Connectivity';

/** A connectivity under contract, and the way the test takes the device on or off line. */
export interface ConnectivityHarness {
  readonly connectivity: Connectivity;
  go(online: boolean): void;
}

/** The contract every `Connectivity` passes: the fake, the navigator adapter and any integrator's. */
export const describeConnectivityContract = (label: string, setup: () => ConnectivityHarness): void => {
  describe(`${label} honours the Connectivity contract`, () => {
    it('reports changes to subscribers and the current state, until unsubscribed', () => {
      const { connectivity, go } = setup();
      const seen: boolean[] = [];
      const unsubscribe = connectivity.subscribe((online) => seen.push(online));
      go(false);
      expect(connectivity.isOnline()).toBe(false);
      go(true);
      expect(connectivity.isOnline()).toBe(true);
      unsubscribe();
      go(false);
      expect(seen).toEqual([false, true]);
    });
  });
};
