import { describe, expect, it } from 'vitest';
import { chromeVariant } from '../../../ui/chrome/chromeVariant';
import { appFixture } from './support/appFixture';

describe('ChromeStore (docs/product.md "Page chrome", docs/product.md "Page chrome": uiColors; docs/security-and-reliability.md "Offline")', () => {
  it('follows the Connectivity port', async () => {
    const { stores, connectivity } = await appFixture();
    expect(stores.chrome.online).toBe(true);
    connectivity.goOffline();
    expect(stores.chrome.online).toBe(false);
    connectivity.goOnline();
    expect(stores.chrome.online).toBe(true);
  });

  it('UI colours merge over the held ones; any entry makes the chrome transparent', async () => {
    const { chrome } = (await appFixture()).stores;
    expect(chromeVariant('/step/name', chrome.uiColourEntries)).toBe('default');
    chrome.mergeUiColours({ primary: '#000' });
    chrome.mergeUiColours({ primary: '#111', accent: '#222' });
    expect(chrome.uiColours).toEqual({ primary: '#111', accent: '#222' });
    expect(chromeVariant('/step/name', chrome.uiColourEntries)).toBe('transparent');
  });

  it('toasts queue until shown; the toast library stays loaded once used', async () => {
    const { chrome } = (await appFixture()).stores;
    expect(chrome.toastsUsed).toBe(false);
    chrome.notify('updated');
    chrome.notify('added');
    expect(chrome.takeToasts()).toEqual(['updated', 'added']);
    expect(chrome.toasts).toEqual([]);
    expect(chrome.toastsUsed).toBe(true);
  });
});
