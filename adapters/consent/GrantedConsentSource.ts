import type { ConsentRecorder } from '../../application/ports/ConsentRecorder';
import type { ConsentSource, ConsentState } from '../../application/ports/ConsentSource';

const GRANTED: ConsentState = { decided: true, granted: { analytics: true, marketing: true } };

/**
 * Consent mode `none`: a non-EU brand whose configuration needs no prior consent (docs/click-ids-and-consent.md "Consent sources": "Non-EU brands follow their brand configuration"). Everything is granted from the start and never changes.
 */
export class GrantedConsentSource implements ConsentSource, ConsentRecorder {
  current(): ConsentState {
    return GRANTED;
  }
  subscribe(_listener: (state: ConsentState) => void): () => void {
    return () => {};
  }
  record(): void {}
}
