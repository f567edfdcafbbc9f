import type { VendorRuntime } from './VendorRuntime';

/** Longest wait for an idle period before loading anyway, in milliseconds. */
export const IDLE_TIMEOUT_MILLISECONDS = 3000;

interface IdleWindow {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => unknown;
  setTimeout(callback: () => void, milliseconds: number): unknown;
}

/**
 * The browser's `VendorRuntime`: scripts are appended to `<head>` with `async` and the page's CSP nonce (taken from
 * the first script that carries one), since vendor hosts are allowed only by nonce (docs/security-and-reliability.md "Content-Security-Policy").
 */
export const browserVendorRuntime = (win: Window & IdleWindow, doc: Document): VendorRuntime => ({
  loadScript: (src) =>
    new Promise<void>((resolve, reject) => {
      const script = doc.createElement('script');
      script.async = true;
      script.src = src;
      const nonce = doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
      if (nonce) script.nonce = nonce;
      script.addEventListener('load', () => resolve());
      script.addEventListener('error', () => reject(new Error(`Failed to load ${src}`)));
      doc.head.append(script);
    }),
  whenIdle: () =>
    new Promise<void>((resolve) => {
      if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MILLISECONDS });
      else win.setTimeout(() => resolve(), 1);
    }),
});
