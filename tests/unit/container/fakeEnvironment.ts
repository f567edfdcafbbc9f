import { webcrypto } from 'node:crypto';
import type { AppEnvironment, AppWindow } from '../../../src/container/AppEnvironment';
import { MemoryWebStorage } from '../../support/MemoryWebStorage';
import { RecordingVendorRuntime } from '../../support/RecordingVendorRuntime';

/** A browser stand-in for building the container in Node: every global an adapter could touch is a plain object. */
export const fakeEnvironment = (options: { storage?: 'available' | 'blocked' } = {}) => {
  const storage = new MemoryWebStorage();
  const runtime = new RecordingVendorRuntime();
  const fetched: string[] = [];
  const lines: unknown[][] = [];
  const target = new EventTarget();
  const win = {
    self: {},
    top: {},
    parent: { postMessage: () => {} },
    document: { readyState: 'complete', documentElement: { scrollHeight: 0 } },
    navigator: { onLine: true, language: 'es-ES' },
    screen: { width: 1, height: 1 },
    addEventListener: (type: string, listener: EventListener) => target.addEventListener(type, listener),
    removeEventListener: (type: string, listener: EventListener) => target.removeEventListener(type, listener),
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  } as unknown as AppWindow;
  const environment: AppEnvironment = {
    window: win,
    document: {} as Document,
    localStorage: () => {
      if (options.storage === 'blocked') throw new DOMException('denied', 'SecurityError');
      return storage;
    },
    fetchJson: async (url) => {
      fetched.push(url);
      return { ok: true, status: 200, json: async () => ({}) };
    },
    console: { error: (...args: unknown[]) => lines.push(args), warn: (...args: unknown[]) => lines.push(args), info: (...args: unknown[]) => lines.push(args) },
    subtle: webcrypto.subtle as unknown as SubtleCrypto,
    vendorRuntime: runtime,
  };
  return { environment, storage, runtime, fetched, lines, win };
};
