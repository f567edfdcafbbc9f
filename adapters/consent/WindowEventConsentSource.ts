import * as v from 'valibot';
import type { ConsentRecorder } from '../../application/ports/ConsentRecorder';
import type { ConsentSource, ConsentState } from '../../application/ports/ConsentSource';
import { UNDECIDED_CONSENT } from '../../application/ports/ConsentSource';
import { GrantedSchema } from './ConsentStateSchema';

/** Event a host page dispatches on `window` with `detail: { analytics: boolean, marketing: boolean }`. */
export const CONSENT_EVENT = 'funnel:consent';
/** Global a host page may set before the funnel loads, same shape as the event detail. */
export const CONSENT_GLOBAL = 'funnelConsent';

/** The window parts this adapter uses. */
export interface ConsentWindow {
  readonly [CONSENT_GLOBAL]?: unknown;
  addEventListener(type: typeof CONSENT_EVENT, listener: (event: Event) => void): void;
  removeEventListener(type: typeof CONSENT_EVENT, listener: (event: Event) => void): void;
}

/**
 * Consent mode `external`: an external consent platform (OneTrust, Cookiebot, …) tells the funnel through a small
 * bridge on the host page — set `window.funnelConsent` and dispatch `funnel:consent` events (docs/integrating.md).
 * Anything that does not parse as `{ analytics, marketing }` booleans is ignored (never trusted as consent).
 * The platform owns the answer, so `record` does nothing.
 */
export class WindowEventConsentSource implements ConsentSource, ConsentRecorder {
  private state: ConsentState;
  private readonly listeners = new Set<(state: ConsentState) => void>();

  constructor(win: ConsentWindow) {
    this.state = WindowEventConsentSource.parse(win[CONSENT_GLOBAL]) ?? UNDECIDED_CONSENT;
    win.addEventListener(CONSENT_EVENT, (event) => {
      const next = WindowEventConsentSource.parse((event as CustomEvent<unknown>).detail);
      if (next === undefined) return;
      this.state = next;
      for (const listener of [...this.listeners]) {
        try {
          listener(next);
        } catch {
          // Keep notifying the others.
        }
      }
    });
  }

  private static parse(input: unknown): ConsentState | undefined {
    const parsed = v.safeParse(GrantedSchema, input);
    return parsed.success ? { decided: true, granted: parsed.output } : undefined;
  }

  current(): ConsentState {
    return this.state;
  }
  subscribe(listener: (state: ConsentState) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }
  record(): void {}
}
