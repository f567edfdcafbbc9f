import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserVendorRuntime } from '../../../adapters/vendorLoading/browserVendorRuntime';

describe('browserVendorRuntime (script injection for vendors)', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('appends an async script with the page nonce and resolves on load', async () => {
    const pageScript = document.createElement('script');
    pageScript.nonce = 'n0nce';
    document.head.append(pageScript);
    const loading = browserVendorRuntime(window, document).loadScript('https://connect.facebook.net/en_US/fbevents.js');
    const script = document.head.querySelector<HTMLScriptElement>('script[src]');
    expect(script?.src).toBe('https://connect.facebook.net/en_US/fbevents.js');
    expect(script?.async).toBe(true);
    expect(script?.nonce).toBe('n0nce');
    script?.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBeUndefined();
  });

  it('rejects when the script fails to load', async () => {
    const loading = browserVendorRuntime(window, document).loadScript('https://blocked.example/x.js');
    document.head.querySelector('script[src]')?.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow('Failed to load https://blocked.example/x.js');
  });

  it('waits for requestIdleCallback when the browser has it', async () => {
    const callbacks: (() => void)[] = [];
    const win = { requestIdleCallback: (callback: () => void) => callbacks.push(callback), setTimeout: vi.fn() } as unknown as Window;
    let idle = false;
    const waiting = browserVendorRuntime(win, document).whenIdle().then(() => {
      idle = true;
    });
    await Promise.resolve();
    expect(idle).toBe(false);
    callbacks[0]?.();
    await waiting;
    expect(idle).toBe(true);
  });
});
