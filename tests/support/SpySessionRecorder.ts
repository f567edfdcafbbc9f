import type { LogContext } from '../../application/ports/Logger';
import type { RecordingSession, SessionRecorder } from '../../application/ports/SessionRecorder';

/** Records start requests, log lines and exceptions; `recording` is what `isRecording` answers. */
export class SpySessionRecorder implements SessionRecorder {
  readonly starts: RecordingSession[] = [];
  readonly lines: { level: 'error' | 'warn' | 'info'; message: string; context: LogContext | undefined }[] = [];
  readonly exceptions: { error: unknown; context: LogContext | undefined }[] = [];

  constructor(public recording = false) {}

  start(session: RecordingSession): void {
    this.starts.push(session);
  }
  isRecording(): boolean {
    return this.recording;
  }
  log(level: 'error' | 'warn' | 'info', message: string, context?: LogContext): void {
    this.lines.push({ level, message, context });
  }
  captureException(error: unknown, context?: LogContext): void {
    this.exceptions.push({ error, context });
  }
}
