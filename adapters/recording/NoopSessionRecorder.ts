import type { SessionRecorder } from '../../application/ports/SessionRecorder';

/** The session recorder of a brand that records nothing (recording off or no app id, spec §9). */
export class NoopSessionRecorder implements SessionRecorder {
  start(): void {}
  isRecording(): boolean {
    return false;
  }
  log(): void {}
  captureException(): void {}
}
