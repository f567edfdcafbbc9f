import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FunnelStorage } from '../../../application/session/FunnelStorage';
import { ApplyUiColours } from '../../../application/usecases/ApplyUiColours';
import { STORED_VERSION } from '../../../domain/storage/storedEnvelope';
import { chromeVariant } from '../../../ui/chrome/chromeVariant';
import { ChromeStore } from '../../../ui/stores/ChromeStore';
import { RootStore } from '../../../ui/stores/RootStore';
import { InMemoryKeyValueStorage } from '../../support/InMemoryKeyValueStorage';
import { SpyLogger } from '../../support/SpyLogger';
import { renderApp } from '../pages/renderApp';
import { appFixture } from './support/appFixture';

function chromeOver(memory = new InMemoryKeyValueStorage()) {
  return { memory, chrome: new ChromeStore(new ApplyUiColours(new FunnelStorage(memory, new SpyLogger()))) };
}

describe('ChromeStore UI colours (docs/product.md "Page chrome": transparent chrome, docs/product.md "Page chrome", docs/sessions-and-storage.md "Persistence": persisted when they differ)', () => {
  it('restores the stored colours at start-up (RootStore), which makes header and footer transparent', async () => {
    const fixture = await appFixture();
    fixture.storage.write('uiColors', { v: STORED_VERSION, data: { primary: '#0b5' } });
    const stores = new RootStore(fixture.services);
    expect(stores.chrome.uiColours).toEqual({ primary: '#0b5' });
    expect(chromeVariant('/step/initial-details', stores.chrome.uiColourEntries)).toBe('transparent');
  });

  it('with nothing stored the chrome stays in its default variant', () => {
    const { chrome } = chromeOver();
    chrome.restoreUiColours();
    expect(chrome.uiColourEntries).toBe(0);
    expect(chromeVariant('/step/initial-details', chrome.uiColourEntries)).toBe('default');
  });

  it('custom colours are merged over the stored ones, persisted, and invalid ones dropped', () => {
    const { chrome, memory } = chromeOver(new InMemoryKeyValueStorage({ uiColors: { v: STORED_VERSION, data: { primary: '#111', link: '#222' } } }));
    chrome.restoreUiColours();
    chrome.applyCustomUiColours({ primary: '#333', focus: 'url(javascript:alert(1))' });
    expect(chrome.uiColours).toEqual({ primary: '#333', link: '#222' });
    expect(memory.read('uiColors')).toEqual({ v: STORED_VERSION, data: { primary: '#333', link: '#222' } });
  });

  it('exposes the colours as the theme CSS variables, never a raw string', () => {
    const { chrome } = chromeOver();
    chrome.mergeUiColours({ primary: 'rgb(0, 80, 160)', 'footer-background': '#fff', link: 'red;}body{display:none', '--x': '#000' });
    expect(chrome.uiColourProperties).toEqual({ '--color-primary': 'rgb(0, 80, 160)', '--color-footer-background': '#fff' });
  });

  it('the rendered layout root carries the colours and the header and footer turn transparent', async () => {
    await renderApp('/step/initial-details', {}, async ({ stores }) => {
      stores.chrome.mergeUiColours({ primary: '#0b5' });
    });
    await waitFor(() => expect(screen.getByRole('banner').className).toContain('site-header--transparent'));
    expect(screen.getByRole('contentinfo').className).toContain('site-footer--transparent');
    const root = document.querySelector<HTMLElement>('.ui-colours');
    expect(root?.style.getPropertyValue('--color-primary')).toBe('#0b5');
  });
});
