import { describe, expect, it } from 'vitest';
import type { Logger } from '../../../application/ports/Logger';

/** A context JSON cannot carry: a logger must not throw on it (docs/product.md "Error catalogue": "a logger never throws"). */
const cyclicContext = (): Record<string, unknown> => {
  const cycle: Record<string, unknown> = {};
  cycle.self = cycle;
  return cycle;
};

/** The contract every `Logger` passes: any message and context at any level, never a throw. */
export const describeLoggerContract = (label: string, setup: () => Logger): void => {
  describe(`${label} honours the Logger contract`, () => {
    it.each(['error', 'warn', 'info'] as const)('takes a %s line with or without a context, even one JSON cannot carry', (level) => {
      const logger = setup();
      expect(() => {
        logger[level]('Failed to post lead');
        logger[level]('Failed to post lead', { status: 503, lid: 'lead-1' });
        logger[level]('Failed to post lead', cyclicContext());
        logger[level]('Failed to post lead', { big: 'x'.repeat(5000) });
      }).not.toThrow();
    });
  });
};
