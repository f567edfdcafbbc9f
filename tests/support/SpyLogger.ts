import type { LogContext, Logger } from '../../application/ports/Logger';

export type LogLevel = 'error' | 'warn' | 'info';
export interface LogEntry {
  readonly level: LogLevel;
  readonly message: string;
  readonly context: LogContext | undefined;
}

/** Records every line; assertion helpers answer "was this exact docs/product.md "Error catalogue" message logged?". */
export class SpyLogger implements Logger {
  readonly entries: LogEntry[] = [];

  error(message: string, context?: LogContext): void {
    this.entries.push({ level: 'error', message, context });
  }
  warn(message: string, context?: LogContext): void {
    this.entries.push({ level: 'warn', message, context });
  }
  info(message: string, context?: LogContext): void {
    this.entries.push({ level: 'info', message, context });
  }

  /** Messages logged at `level` (all levels when omitted). */
  messages(level?: LogLevel): string[] {
    return this.entries.filter((entry) => level === undefined || entry.level === level).map((entry) => entry.message);
  }

  /** True when `message` was logged exactly (at `level`, when given). */
  logged(message: string, level?: LogLevel): boolean {
    return this.messages(level).includes(message);
  }
}
