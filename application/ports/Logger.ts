/** Structured context attached to a log line: plain JSON-compatible data. */
export type LogContext = Readonly<Record<string, unknown>>;

/**
 * Diagnostics that are never shown to the applicant (docs/product.md "Error catalogue").
 * Messages are the exact texts of docs/product.md "Error catalogue" where it names one. A logger never throws.
 */
export interface Logger {
  /** A failure the product recovered from or gave up on (e.g. 'Failed to post lead', docs/product.md "Error catalogue"). */
  error(message: string, context?: LogContext): void;
  /** Something unexpected but harmless (e.g. invalid affiliate data, docs/affiliates.md "Invalid data"). */
  warn(message: string, context?: LogContext): void;
  /** A notable event worth a line in the diagnostics. */
  info(message: string, context?: LogContext): void;
}
