/** The part of the `logrocket` module this adapter uses (LogRocket's default export satisfies it). */
export interface LogRocketClient {
  init(appId: string, options: Record<string, unknown>): void;
  identify(uid: string): void;
  info(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
  captureException(error: Error, options?: { extra?: Record<string, string | number | boolean> }): void;
}
