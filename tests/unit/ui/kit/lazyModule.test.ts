import { describe, expect, it } from 'vitest';
import { lazyModule } from '../../../../ui/kit/lazyModule';
import { ControlledImport, flushPromises } from '../../../support/ControlledImport';

describe('lazyModule (first-step budget: later code loads on demand, a failed load can be retried)', () => {
  it('loads once: concurrent loads share the import, later ones resolve from memory', async () => {
    const chunk = new ControlledImport<{ answer: number }>();
    const lazy = lazyModule(chunk.importer);
    expect(lazy.current()).toBeUndefined();
    const first = lazy.load();
    const second = lazy.load();
    expect(chunk.calls).toBe(1);
    chunk.resolve({ answer: 42 });
    expect(await first).toEqual({ answer: 42 });
    expect(await second).toEqual({ answer: 42 });
    expect(lazy.current()).toEqual({ answer: 42 });
    await lazy.load();
    expect(chunk.calls).toBe(1);
  });

  it('a failed load is reported, stays failed while a retry runs, and the retry imports again', async () => {
    const chunk = new ControlledImport<string>();
    const lazy = lazyModule(chunk.importer);
    const failing = lazy.load();
    chunk.reject();
    await expect(failing).rejects.toThrow('Loading chunk failed');
    expect(lazy.failed()).toBe(true);
    const retry = lazy.load();
    expect(chunk.calls).toBe(2);
    expect(lazy.failed()).toBe(true);
    chunk.resolve('module');
    expect(await retry).toBe('module');
    expect(lazy.failed()).toBe(false);
  });

  it('settled() never rejects and ends with the load; listeners hear each end', async () => {
    const chunk = new ControlledImport<string>();
    const lazy = lazyModule(chunk.importer);
    const heard: number[] = [];
    const unsubscribe = lazy.subscribe(() => heard.push(lazy.version()));
    lazy.load().catch(() => undefined);
    let settled = false;
    void lazy.settled().then(() => (settled = true));
    await flushPromises();
    expect(settled).toBe(false);
    expect(heard).toEqual([]);
    chunk.reject();
    await flushPromises();
    expect(settled).toBe(true);
    expect(heard).toEqual([1]);
    unsubscribe();
    lazy.load().catch(() => undefined);
    chunk.resolve('m');
    await flushPromises();
    expect(heard).toEqual([1]);
    expect(lazy.version()).toBe(2);
  });
});
