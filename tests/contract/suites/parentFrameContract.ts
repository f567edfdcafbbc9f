import { describe, expect, it } from 'vitest';
import type { ParentFrame } from '../../../application/ports/ParentFrame';

/**
 * A parent frame under contract. `embedded` makes one inside an iframe whose configured parent can send messages
 * (`sendUiColours` delivers a UI_COLORS message from the configured parent origin); `standalone` one in a top-level
 * window.
 */
export interface ParentFrameSetup {
  embedded(): { readonly frame: ParentFrame; sendUiColours(colours: unknown): void };
  standalone(): ParentFrame;
}

/** The contract every `ParentFrame` passes (docs/product.md "Page chrome", docs/security-and-reliability.md "Framing and parent messages"). */
export const describeParentFrameContract = (label: string, setup: ParentFrameSetup): void => {
  describe(`${label} honours the ParentFrame contract`, () => {
    it('tells an iframe from a top-level window', () => {
      expect(setup.embedded().frame.isEmbedded()).toBe(true);
      expect(setup.standalone().isEmbedded()).toBe(false);
    });

    it('hands the colours of the configured parent to the listener as data, until it stops listening', () => {
      const { frame, sendUiColours } = setup.embedded();
      const seen: unknown[] = [];
      const stop = frame.listenForUiColours((colours) => seen.push(colours));
      sendUiColours({ primary: '#123456' });
      stop();
      sendUiColours({ primary: '#654321' });
      expect(seen).toEqual([{ primary: '#123456' }]);
    });

    it('answers a stop function for height reporting, embedded or not, that can be called safely', () => {
      for (const frame of [setup.embedded().frame, setup.standalone()]) {
        const stop = frame.startHeightReporting();
        expect(() => stop()).not.toThrow();
      }
    });
  });
};
