import { describe, expect, it } from 'vitest';
import type { SessionRecorder } from '../../../application/ports/SessionRecorder';

/**
 * The contract every `SessionRecorder` passes before it may record (no consent yet, or the vendor not loaded):
 * `setup` answers such a recorder.
 */
export const describeSessionRecorderContract = (label: string, setup: () => SessionRecorder): void => {
  describe(`${label} honours the SessionRecorder contract`, () => {
    it('is not recording until started, and every call is a safe no-op meanwhile', () => {
      const recorder = setup();
      expect(recorder.isRecording()).toBe(false);
      expect(() => {
        recorder.log('error', 'x', { a: 1 });
        recorder.captureException(new Error('boom'));
        recorder.captureException('not an error');
        recorder.start({ sessionId: 'f3b0c6f2-8a53-4c1a-9d3e-0a4b6f0e2c11', blocked: false });
      }).not.toThrow();
      expect(recorder.isRecording()).toBe(false);
    });
  });
};
