import { describe, expect, it } from 'vitest';
import { importWithRetry } from '../../../src/container/importWithRetry';

/** An importer failing its first `failures` calls, counting every call. */
const flaky = (failures: number) => {
  const state = { calls: 0 };
  const importer = async () => {
    state.calls += 1;
    if (state.calls <= failures) throw new Error(`Loading chunk failed (${state.calls})`);
    return { loaded: true };
  };
  return { state, importer };
};

describe('importWithRetry (a start-up chunk survives a lost request)', () => {
  it('two lost requests: the third try loads, after waiting 300 then 1000 ms', async () => {
    const { state, importer } = flaky(2);
    const waits: number[] = [];
    await expect(importWithRetry(importer, async (ms) => void waits.push(ms))).resolves.toEqual({ loaded: true });
    expect(state.calls).toBe(3);
    expect(waits).toEqual([300, 1_000]);
  });

  it('a first try that loads waits for nothing', async () => {
    const { state, importer } = flaky(0);
    const waits: number[] = [];
    await importWithRetry(importer, async (ms) => void waits.push(ms));
    expect(state.calls).toBe(1);
    expect(waits).toEqual([]);
  });

  it('three lost requests: rejects with the last error, no fourth try', async () => {
    const { state, importer } = flaky(3);
    await expect(importWithRetry(importer, async () => undefined)).rejects.toThrow('Loading chunk failed (3)');
    expect(state.calls).toBe(3);
  });
});
