import type { SessionRecorder } from '../../application/ports/SessionRecorder';

/** The session recorder of a brand that records nothing (recording off or no app id, docs/click-ids-and-consent.md "Product analytics and session recording"). */
export class NoopSessionRecorder implements SessionRecorder {
  start(): void {}
  isRecording(): boolean {
    return false;
  }
  log(): void {}
  captureException(): void {}
}
