import { describe, expect, it } from 'vitest';
import { memoLoad } from '../../../application/shared/memoLoad';

describe('memoLoad (one shared fetch of a lazy chunk, retried after a failure)', () => {
  it('starts the load once and gives every caller the same promise', async () => {
    let calls = 0;
    const load = memoLoad(async () => ++calls);
    const [a, b] = [load(), load()];
    expect(a).toBe(b);
    expect(await a).toBe(1);
    expect(await load()).toBe(1);
    expect(calls).toBe(1);
  });

  it('forgets a failed load, so the next caller tries again', async () => {
    let calls = 0;
    const load = memoLoad(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return 'module';
    });
    await expect(load()).rejects.toThrow('offline');
    expect(await load()).toBe('module');
    expect(calls).toBe(2);
  });
});
