import type { PageLifecycle } from '../../application/ports/PageLifecycle';

/** A PageLifecycle the test drives: `leave()` is the page turning hidden or unloading. */
export class FixedPageLifecycle implements PageLifecycle {
  private listeners: Array<() => void> = [];

  onLeave(listener: () => void): () => void {
    this.listeners.push(listener);
    return () => {
      this.listeners = this.listeners.filter((other) => other !== listener);
    };
  }

  leave(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
