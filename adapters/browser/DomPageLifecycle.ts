import type { PageLifecycle } from '../../application/ports/PageLifecycle';

/** The window parts this adapter uses. */
export interface LifecycleWindow {
  addEventListener(type: 'pagehide', listener: () => void): void;
  removeEventListener(type: 'pagehide', listener: () => void): void;
}

/** The document parts this adapter uses. */
export interface LifecycleDocument {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

/**
 * The Page Lifecycle events: a page turning hidden is the last moment a mobile browser is sure to run code (it may
 * discard a hidden tab without unloading it), and `pagehide` covers reloads, closes and the back-forward cache.
 */
export class DomPageLifecycle implements PageLifecycle {
  constructor(
    private readonly win: LifecycleWindow,
    private readonly doc: LifecycleDocument,
  ) {}

  onLeave(listener: () => void): () => void {
    const hidden = (): void => {
      if (this.doc.visibilityState === 'hidden') listener();
    };
    this.win.addEventListener('pagehide', listener);
    this.doc.addEventListener('visibilitychange', hidden);
    return () => {
      this.win.removeEventListener('pagehide', listener);
      this.doc.removeEventListener('visibilitychange', hidden);
    };
  }
}
