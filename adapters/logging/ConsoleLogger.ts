import type { LogContext, Logger } from '../../application/ports/Logger';
import type { SessionRecorder } from '../../application/ports/SessionRecorder';

/** Longest serialised context logged, in characters (docs/product.md "Constants": "Logged JSON objects are truncated at 1024 characters"). */
export const MAX_LOGGED_JSON_CHARACTERS = 1024;

/** The console methods used; the real `console` fits. */
export type ConsoleLike = Pick<Console, 'error' | 'warn' | 'info'>;

/**
 * What is logged for a context: its JSON text when at most 1024 characters, otherwise (or when it cannot be
 * serialised) a short note with its size — docs/product.md "Constants": "larger ones are dropped": the object is dropped whole, never cut
 * mid-way, because a cut JSON text neither parses nor tells which part is missing.
 */
export const renderContext = (context: LogContext): string => {
  let text: string | undefined;
  try {
    text = JSON.stringify(context);
  } catch {
    return '[context dropped: not serialisable]';
  }
  if (text === undefined) return '[context dropped: not serialisable]';
  return text.length <= MAX_LOGGED_JSON_CHARACTERS ? text : `[context dropped: ${text.length} characters > ${MAX_LOGGED_JSON_CHARACTERS}]`;
};

/**
 * The default logger: the browser console, plus an optional fan-out to the session recorder (docs/sessions-and-storage.md "When storage is unavailable": "Storage
 * read/write failures go to the console or the session recorder"; the recorder ignores lines while not recording).
 * Never throws.
 */
export class ConsoleLogger implements Logger {
  /**
   * `recorder` may be a getter, resolved at the first line logged: the recorder depends (through consent and storage)
   * on this logger, so the composition root hands it over lazily.
   */
  constructor(
    private readonly out: ConsoleLike = console,
    private readonly recorder?: SessionRecorder | (() => SessionRecorder | undefined),
  ) {}

  error(message: string, context?: LogContext): void {
    this.emit('error', message, context);
  }
  warn(message: string, context?: LogContext): void {
    this.emit('warn', message, context);
  }
  info(message: string, context?: LogContext): void {
    this.emit('info', message, context);
  }

  private emit(level: 'error' | 'warn' | 'info', message: string, context: LogContext | undefined): void {
    try {
      const rendered = context === undefined ? undefined : renderContext(context);
      if (rendered === undefined) this.out[level](message);
      else this.out[level](message, rendered);
      // The recorder gets the same bounded text, never the raw object.
      const recorder = typeof this.recorder === 'function' ? this.recorder() : this.recorder;
      recorder?.log(level, message, rendered === undefined ? undefined : { context: rendered });
    } catch {
      // A logger that throws would turn a logged failure into a crash.
    }
  }
}
