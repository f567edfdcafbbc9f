import { describe, expect, it } from 'vitest';
import type { Connectivity } from '../../../application/ports/Connectivity';
import { NavigatorConnectivity, type ConnectivityWindow } from '../../../adapters/browser/NavigatorConnectivity';
import { FixedConnectivity } from '../../support/FixedConnectivity';

const eventWindow = (): ConnectivityWindow & { navigator: { onLine: boolean }; go(online: boolean): void } => {
  const target = new EventTarget();
  const win = {
    navigator: { onLine: true },
    addEventListener: (type: 'online' | 'offline', listener: () => void) => target.addEventListener(type, listener),
    removeEventListener: (type: 'online' | 'offline', listener: () => void) => target.removeEventListener(type, listener),
    go: (online: boolean) => {
      win.navigator.onLine = online;
      target.dispatchEvent(new Event(online ? 'online' : 'offline'));
    },
  };
  return win;
};

describe.each([
  ['FixedConnectivity (test double)', () => {
    const connectivity = new FixedConnectivity();
    return { connectivity, go: (online: boolean) => (online ? connectivity.goOnline() : connectivity.goOffline()) };
  }],
  ['NavigatorConnectivity', () => {
    const win = eventWindow();
    return { connectivity: new NavigatorConnectivity(win), go: win.go };
  }],
] as [string, () => { connectivity: Connectivity; go(online: boolean): void }][])('%s honours the Connectivity contract', (_name, create) => {
  it('reports changes to subscribers and the current state, until unsubscribed', () => {
    const { connectivity, go } = create();
    const seen: boolean[] = [];
    const unsubscribe = connectivity.subscribe((online) => seen.push(online));
    go(false);
    expect(connectivity.isOnline()).toBe(false);
    go(true);
    unsubscribe();
    go(false);
    expect(seen).toEqual([false, true]);
  });
});
