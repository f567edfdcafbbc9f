import { describe, expect, it } from 'vitest';
import type { ConsentSource, ConsentState } from '../../../application/ports/ConsentSource';

/** A consent source under contract, and the way the test makes the applicant (or the platform) decide. */
export interface ConsentHarness {
  readonly source: ConsentSource;
  decide(granted: { analytics: boolean; marketing: boolean }): void;
}

/**
 * The contract every `ConsentSource` passes (docs/click-ids-and-consent.md "Consent sources"): the fake, the built-in banner, the
 * external-platform bridge and any integrator's consent platform. `setup` makes a fresh, undecided source.
 */
export const describeConsentSourceContract = (label: string, setup: () => ConsentHarness): void => {
  describe(`${label} honours the ConsentSource contract`, () => {
    it('starts undecided with nothing granted (prior consent)', () => {
      expect(setup().source.current()).toEqual({ decided: false, granted: { analytics: false, marketing: false } });
    });

    it('reports a decision and notifies subscribers with it', () => {
      const { source, decide } = setup();
      const seen: ConsentState[] = [];
      source.subscribe((state) => seen.push(state));
      decide({ analytics: true, marketing: false });
      expect(source.current()).toEqual({ decided: true, granted: { analytics: true, marketing: false } });
      expect(seen).toEqual([source.current()]);
    });

    it('stops notifying after unsubscribe', () => {
      const { source, decide } = setup();
      const seen: ConsentState[] = [];
      const unsubscribe = source.subscribe((state) => seen.push(state));
      unsubscribe();
      decide({ analytics: true, marketing: true });
      expect(seen).toEqual([]);
    });

    it('keeps notifying the others when one listener throws', () => {
      const { source, decide } = setup();
      const seen: boolean[] = [];
      source.subscribe(() => {
        throw new Error('vendor broke');
      });
      source.subscribe((state) => seen.push(state.granted.marketing));
      expect(() => decide({ analytics: false, marketing: true })).not.toThrow();
      expect(seen).toEqual([true]);
    });
  });
};
