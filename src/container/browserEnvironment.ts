import { browserVendorRuntime } from '../../adapters/vendorLoading/browserVendorRuntime';
import type { AppEnvironment, AppWindow } from './AppEnvironment';

/** The real browser: the only place the composition root reads globals. */
export const browserEnvironment = (): AppEnvironment => ({
  window: window as unknown as AppWindow,
  document,
  localStorage: () => window.localStorage,
  fetchJson: (url) => fetch(url, { credentials: 'same-origin' }),
  console,
  subtle: crypto.subtle,
  vendorRuntime: browserVendorRuntime(window, document),
});
