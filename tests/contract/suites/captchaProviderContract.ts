import { describe, expect, it } from 'vitest';
import type { CaptchaProvider } from '../../../application/ports/CaptchaProvider';

/**
 * A captcha provider under contract: `available` makes one that answers tokens; `unavailable` (when the adapter has
 * a failure mode) one whose vendor is out of reach.
 */
export interface CaptchaProviderSetup {
  available(): CaptchaProvider;
  unavailable?(): CaptchaProvider;
}

/** The contract every `CaptchaProvider` passes: a token as a value, a failure as CaptchaUnavailable, never a throw. */
export const describeCaptchaProviderContract = (label: string, setup: CaptchaProviderSetup): void => {
  describe(`${label} honours the CaptchaProvider contract`, () => {
    it('answers a non-empty token for an action, and again for the next one', async () => {
      const provider = setup.available();
      for (const action of ['initial_details', 'submit']) {
        const result = await provider.token(action);
        expect(result.ok && result.value.length > 0).toBe(true);
      }
    });

    if (setup.unavailable) {
      const unavailable = setup.unavailable;
      it('answers CaptchaUnavailable, never throws, when the vendor is out of reach', async () => {
        await expect(unavailable().token('initial_details')).resolves.toEqual({ ok: false, error: { kind: 'CaptchaUnavailable' } });
      });
    }
  });
};
