import { describe, expect, it } from 'vitest';
import type { ConsentRecorder } from '../../../application/ports/ConsentRecorder';
import type { ConsentSource } from '../../../application/ports/ConsentSource';

/**
 * A consent recorder under contract with the consent source it is bound with (src/container/consentModule.ts binds
 * both to one object). `answers`: 'recorder' when the recorded choice becomes the consent in force (the built-in
 * banner), 'platform' when an external platform owns the answer and recording is a no-op.
 */
export interface ConsentRecorderHarness {
  readonly recorder: ConsentRecorder;
  readonly source: ConsentSource;
  readonly answers: 'recorder' | 'platform';
}

/** The contract every `ConsentRecorder` passes (docs/click-ids-and-consent.md "Consent sources"): the fake, the banner, the no-op ones. */
export const describeConsentRecorderContract = (label: string, setup: () => ConsentRecorderHarness): void => {
  describe(`${label} honours the ConsentRecorder contract`, () => {
    it('records a decision without throwing; the consent in force is the recorded one when the recorder answers, else unchanged', () => {
      const { recorder, source, answers } = setup();
      const before = source.current();
      expect(() => recorder.record({ analytics: true, marketing: false })).not.toThrow();
      expect(source.current()).toEqual(answers === 'recorder' ? { decided: true, granted: { analytics: true, marketing: false } } : before);
    });

    it('lets a later decision replace an earlier one, and tells the subscribers of the source', () => {
      const { recorder, source, answers } = setup();
      const seen: boolean[] = [];
      source.subscribe((state) => seen.push(state.granted.marketing));
      recorder.record({ analytics: true, marketing: true });
      recorder.record({ analytics: false, marketing: false });
      if (answers === 'recorder') {
        expect(source.current()).toEqual({ decided: true, granted: { analytics: false, marketing: false } });
        expect(seen).toEqual([true, false]);
      } else {
        expect(seen).toEqual([]);
      }
    });
  });
};
