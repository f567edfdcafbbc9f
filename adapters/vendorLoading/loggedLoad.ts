import type { LogContext, Logger } from '../../application/ports/Logger';

/**
 * `load` that logs its failure once, as `message` with `context` and the error, then rethrows it (a lazy adapter's
 * chunk that failed to arrive: the caller turns the rejection into its own failure value or retries later).
 */
export function loggedLoad<T>(load: () => Promise<T>, logger: Pick<Logger, 'error'>, message: string, context: LogContext = {}): () => Promise<T> {
  return async () => {
    try {
      return await load();
    } catch (error) {
      logger.error(message, { ...context, error: String(error) });
      throw error;
    }
  };
}
