import type { Connectivity } from '../../application/ports/Connectivity';

/** Online unless told otherwise; `goOffline`/`goOnline` notify subscribers. */
export class FixedConnectivity implements Connectivity {
  private readonly listeners = new Set<(online: boolean) => void>();
  constructor(private online = true) {}

  isOnline(): boolean {
    return this.online;
  }
  subscribe(listener: (online: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  goOffline(): void {
    this.change(false);
  }
  goOnline(): void {
    this.change(true);
  }
  private change(online: boolean): void {
    this.online = online;
    for (const listener of [...this.listeners]) listener(online);
  }
}
