import { NavigatorConnectivity, type ConnectivityWindow } from '../../../adapters/browser/NavigatorConnectivity';
import { FixedConnectivity } from '../../support/FixedConnectivity';
import { describeConnectivityContract } from '../suites/connectivityContract';

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

describeConnectivityContract('FixedConnectivity (test double)', () => {
  const connectivity = new FixedConnectivity();
  return { connectivity, go: (online) => (online ? connectivity.goOnline() : connectivity.goOffline()) };
});
describeConnectivityContract('NavigatorConnectivity', () => {
  const win = eventWindow();
  return { connectivity: new NavigatorConnectivity(win), go: win.go };
});
