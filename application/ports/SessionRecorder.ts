import type { LogContext } from './Logger';

/** What decides whether this session is recorded (spec §4 "Session recording is flagged as blocked", §9). */
export interface RecordingSession {
  /** The session id the recording is identified by. */
  readonly sessionId: string;
  /** The stored `logRocketBlocked` flag (retargeting/abandonment traffic with that logging off, spec §4). */
  readonly blocked: boolean;
}

/**
 * Session recording (LogRocket in production). Starts only when all hold: the brand enables it, `analytics` consent
 * is granted, the session is not blocked, and the session falls inside the brand's log percentage (spec §9).
 * Inputs are masked and network bodies sanitised (tracking-privacy-security.md §2). Every method is a no-op while
 * not recording and never throws.
 */
export interface SessionRecorder {
  /** Ask to record `session`; recording begins when the conditions above hold (possibly later, on consent). */
  start(session: RecordingSession): void;
  /** True while a recording is running (the error boundary reports only then, spec §2). */
  isRecording(): boolean;
  /** Attach a diagnostic line to the recording (the logger fans out here, spec §8 "or the session recorder"). */
  log(level: 'error' | 'warn' | 'info', message: string, context?: LogContext): void;
  /** Report an uncaught error (spec §2 "An error boundary ... reports them to a session-recording service"). */
  captureException(error: unknown, context?: LogContext): void;
}
