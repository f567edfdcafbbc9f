import type { LogContext } from './Logger';

/** What decides whether this session is recorded (docs/click-ids-and-consent.md "Product analytics and session recording": "Session recording is flagged as blocked", docs/click-ids-and-consent.md "Product analytics and session recording"). */
export interface RecordingSession {
  /** The session id the recording is identified by. */
  readonly sessionId: string;
  /** The stored `logRocketBlocked` flag (retargeting/abandonment traffic with that logging off, docs/click-ids-and-consent.md "Product analytics and session recording"). */
  readonly blocked: boolean;
}

/**
 * Session recording (LogRocket in production). Starts only when all hold: the brand enables it, `analytics` consent
 * is granted, the session is not blocked, and the session falls inside the brand's log percentage (docs/click-ids-and-consent.md "Product analytics and session recording").
 * Inputs are masked and network bodies sanitised (docs/click-ids-and-consent.md "Product analytics and session recording"). Every method is a no-op while
 * not recording and never throws.
 */
export interface SessionRecorder {
  /** Ask to record `session`; recording begins when the conditions above hold (possibly later, on consent). */
  start(session: RecordingSession): void;
  /** True while a recording is running (the error boundary reports only then, docs/product.md "Page chrome"). */
  isRecording(): boolean;
  /** Attach a diagnostic line to the recording (the logger fans out here, docs/product.md "Error catalogue": "or the session recorder"). */
  log(level: 'error' | 'warn' | 'info', message: string, context?: LogContext): void;
  /** Report an uncaught error (docs/product.md "Page chrome": "An error boundary ... reports them to a session-recording service"). */
  captureException(error: unknown, context?: LogContext): void;
}
