/** Structured context attached to a log line: plain JSON-compatible data. */
export type LogContext = Readonly<Record<string, unknown>>;

/**
 * Diagnostics that are never shown to the applicant (spec §8 "Logged or thrown, not shown to users").
 * Messages are the exact texts of spec §8 where the spec names one. A logger never throws.
 */
export interface Logger {
  /** A failure the product recovered from or gave up on (e.g. 'Failed to post lead', spec §8). */
  error(message: string, context?: LogContext): void;
  /** Something unexpected but harmless (e.g. invalid affiliate data, spec §4). */
  warn(message: string, context?: LogContext): void;
  /** A notable event worth a line in the diagnostics. */
  info(message: string, context?: LogContext): void;
}
