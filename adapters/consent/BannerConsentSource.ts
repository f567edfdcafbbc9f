import * as v from 'valibot';
import type { Clock } from '../../application/ports/Clock';
import type { ConsentRecorder } from '../../application/ports/ConsentRecorder';
import type { ConsentCategory, ConsentSource, ConsentState } from '../../application/ports/ConsentSource';
import { UNDECIDED_CONSENT } from '../../application/ports/ConsentSource';
import type { KeyValueStorage } from '../../application/ports/KeyValueStorage';
import { StoredConsentSchema } from './ConsentStateSchema';

/**
 * Consent from the built-in banner (docs/click-ids-and-consent.md "Consent sources"). The choice is kept under the `consent` storage
 * key — strictly necessary storage, so it needs no consent of its own — and read back on the next visit; a missing,
 * corrupt or unknown-version value means undecided, so the banner asks again. The banner view is UI; it records the
 * answer through `ConsentRecorder` (a use case).
 */
export class BannerConsentSource implements ConsentSource, ConsentRecorder {
  private state: ConsentState;
  private readonly listeners = new Set<(state: ConsentState) => void>();

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly clock: Clock,
  ) {
    const stored = v.safeParse(StoredConsentSchema, storage.read('consent'));
    this.state = stored.success ? { decided: true, granted: stored.output.granted } : UNDECIDED_CONSENT;
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

  record(granted: Readonly<Record<ConsentCategory, boolean>>): void {
    const choice = { analytics: granted.analytics, marketing: granted.marketing };
    this.storage.write('consent', { v: 1, granted: choice, at: this.clock.now() });
    this.state = { decided: true, granted: choice };
    for (const listener of [...this.listeners]) {
      try {
        listener(this.state);
      } catch {
        // One vendor failing to react must not keep the others from hearing the change.
      }
    }
  }
}
