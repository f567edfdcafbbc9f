import type { ConsentCategory, ConsentSource, ConsentState } from '../../application/ports/ConsentSource';
import { UNDECIDED_CONSENT } from '../../application/ports/ConsentSource';
import type { ConsentRecorder } from '../../application/ports/ConsentRecorder';

/** A consent source a test controls: starts undecided (or as given) and notifies subscribers on every change. */
export class FixedConsentSource implements ConsentSource, ConsentRecorder {
  private state: ConsentState;
  private readonly listeners = new Set<(state: ConsentState) => void>();

  constructor(initial: ConsentState = UNDECIDED_CONSENT) {
    this.state = initial;
  }

  /** Everything granted, already decided. */
  static grantedAll(): FixedConsentSource {
    return new FixedConsentSource({ decided: true, granted: { analytics: true, marketing: true } });
  }

  current(): ConsentState {
    return this.state;
  }

  subscribe(listener: (state: ConsentState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  record(granted: Readonly<Record<ConsentCategory, boolean>>): void {
    this.set({ decided: true, granted: { ...granted } });
  }

  /** Grant all categories (the applicant accepts the banner). */
  grantAll(): void {
    this.record({ analytics: true, marketing: true });
  }

  /** Refuse all categories. */
  refuseAll(): void {
    this.record({ analytics: false, marketing: false });
  }

  /** Replace the state and notify. */
  set(state: ConsentState): void {
    this.state = state;
    for (const listener of [...this.listeners]) {
      try {
        listener(state);
      } catch {
        // Same as the real sources: one failing listener does not silence the others.
      }
    }
  }

  /** Assertion helper: how many listeners are still subscribed (adapters must unsubscribe when done). */
  listenerCount(): number {
    return this.listeners.size;
  }
}
