import type { Connectivity } from '../../application/ports/Connectivity';

/** The window parts this adapter uses. */
export interface ConnectivityWindow {
  readonly navigator: { readonly onLine: boolean };
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
}

/** `navigator.onLine` and the window's online/offline events (docs/security-and-reliability.md "Offline"). */
export class NavigatorConnectivity implements Connectivity {
  constructor(private readonly win: ConnectivityWindow) {}

  isOnline(): boolean {
    return this.win.navigator.onLine !== false;
  }

  subscribe(listener: (online: boolean) => void): () => void {
    const online = (): void => listener(true);
    const offline = (): void => listener(false);
    this.win.addEventListener('online', online);
    this.win.addEventListener('offline', offline);
    return () => {
      this.win.removeEventListener('online', online);
      this.win.removeEventListener('offline', offline);
    };
  }
}
