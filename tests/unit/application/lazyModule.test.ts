import { describe, expect, it } from 'vitest';
import { lazyModule } from '../../../application/kernel/lazyModule';
import { settle } from '../../support/RecordingVendorRuntime';
import { ControlledImport, flushPromises } from '../../support/ControlledImport';

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

describe('lazyModule: prefetch and failure reporting', () => {
  it('imports once however many callers and prefetches ask', async () => {
    let imports = 0;
    const module = lazyModule(async () => ((imports += 1), { value: 42 }));
    module.prefetch();
    const [a, b] = await Promise.all([module.load(), module.load()]);
    expect(a).toBe(b);
    expect(imports).toBe(1);
  });

  it('forgets a failed import so the next load tries again; a failed prefetch rejects nothing unhandled', async () => {
    let imports = 0;
    const module = lazyModule(async () => {
      imports += 1;
      if (imports === 1) throw new Error('offline');
      return 'arrived';
    });
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      module.prefetch();
      await settle();
      expect(imports).toBe(1);
      expect(await module.load()).toBe('arrived');
      expect(imports).toBe(2);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('reports each failed load once to onFailure before rejecting, and a success not at all', async () => {
    const heard: unknown[] = [];
    const failure = new Error('chunk missing');
    let calls = 0;
    const module = lazyModule(async () => ((calls += 1), calls === 1 ? Promise.reject(failure) : 'module'), { onFailure: (error) => heard.push(error) });
    await expect(Promise.all([module.load(), module.load()])).rejects.toBe(failure);
    expect(heard).toEqual([failure]);
    expect(await module.load()).toBe('module');
    expect(heard).toEqual([failure]);
  });
});
