import { describe, expect, it } from 'vitest';
import { ConsoleLogger, MAX_LOGGED_JSON_CHARACTERS, renderContext } from '../../../adapters/logging/ConsoleLogger';
import { SpyLogger } from '../../support/SpyLogger';
import { SpySessionRecorder } from '../../support/SpySessionRecorder';
import { describeLoggerContract } from '../suites/loggerContract';

/** A context whose JSON text is exactly `length` characters: {"k":"xxx…"} is 8 characters plus the x's. */
const contextOfLength = (length: number) => ({ k: 'x'.repeat(length - 8) });

const recordingConsole = () => {
  const lines: { level: string; args: unknown[] }[] = [];
  const out = {
    error: (...args: unknown[]) => lines.push({ level: 'error', args }),
    warn: (...args: unknown[]) => lines.push({ level: 'warn', args }),
    info: (...args: unknown[]) => lines.push({ level: 'info', args }),
  };
  return { lines, out };
};

describeLoggerContract('SpyLogger (test double)', () => new SpyLogger());
describeLoggerContract('ConsoleLogger', () => new ConsoleLogger(recordingConsole().out));
describeLoggerContract('ConsoleLogger with a session recorder', () => new ConsoleLogger(recordingConsole().out, new SpySessionRecorder()));

describe('ConsoleLogger (docs/product.md "Constants": "Logged JSON objects are truncated at 1024 characters (larger ones are dropped)")', () => {
  it('holds the limit of 1024 characters', () => {
    expect(MAX_LOGGED_JSON_CHARACTERS).toBe(1024);
  });

  it('logs a context of exactly 1024 characters whole', () => {
    const context = contextOfLength(1024);
    expect(JSON.stringify(context)).toHaveLength(1024);
    expect(renderContext(context)).toBe(JSON.stringify(context));
  });

  it('drops a context of 1025 characters whole, saying how large it was', () => {
    const context = contextOfLength(1025);
    expect(renderContext(context)).toBe('[context dropped: 1025 characters > 1024]');
  });

  it('drops a context that cannot be serialised instead of throwing', () => {
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(renderContext(cycle)).toBe('[context dropped: not serialisable]');
  });

  it.each(['error', 'warn', 'info'] as const)('writes %s lines to the matching console method', (level) => {
    const { lines, out } = recordingConsole();
    new ConsoleLogger(out)[level]('Failed to post lead', { status: 503 });
    expect(lines).toEqual([{ level, args: ['Failed to post lead', '{"status":503}'] }]);
  });

  it('writes the message alone when there is no context', () => {
    const { lines, out } = recordingConsole();
    new ConsoleLogger(out).error('Failed to update lead');
    expect(lines).toEqual([{ level: 'error', args: ['Failed to update lead'] }]);
  });

  it('fans out to the session recorder with the same bounded text', () => {
    const { out } = recordingConsole();
    const recorder = new SpySessionRecorder(true);
    const logger = new ConsoleLogger(out, recorder);
    logger.warn('Failed to read from storage', { key: 'state' });
    logger.error('big', contextOfLength(5000));
    expect(recorder.lines).toEqual([
      { level: 'warn', message: 'Failed to read from storage', context: { context: '{"key":"state"}' } },
      { level: 'error', message: 'big', context: { context: '[context dropped: 5000 characters > 1024]' } },
    ]);
  });

  it('never throws, even when the console does', () => {
    const broken = { error: () => { throw new Error('no console'); }, warn: () => {}, info: () => {} };
    expect(() => new ConsoleLogger(broken).error('x', { a: 1 })).not.toThrow();
  });
});
