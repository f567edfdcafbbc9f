import { describe, expect, it } from 'vitest';
import { yieldToMain } from '../../../src/bootstrap/yieldToMain';

describe('yieldToMain (start-up split into shorter tasks)', () => {
  it("uses the browser's scheduler.yield when there is one, called on the scheduler", async () => {
    const calls: unknown[] = [];
    const scheduler = {
      yield(this: unknown) {
        calls.push(this);
        return Promise.resolve();
      },
    };
    const timers: number[] = [];
    await yieldToMain({ scheduler, setTimeout: (_callback, ms) => timers.push(ms) });
    expect(calls).toEqual([scheduler]);
    expect(timers).toEqual([]);
  });

  it('falls back to a zero-delay task and resolves only when it runs', async () => {
    let run: (() => void) | undefined;
    let resolved = false;
    const yielded = yieldToMain({ setTimeout: (callback, ms) => ((run = callback), expect(ms).toBe(0)) }).then(() => (resolved = true));
    await Promise.resolve();
    expect(resolved).toBe(false);
    run?.();
    await yielded;
    expect(resolved).toBe(true);
  });
});
