import type { ConsentCategory } from './ConsentSource';

/**
 * Records the applicant's answer to the built-in consent banner (docs/click-ids-and-consent.md "Consent sources"). Bound to the
 * same object as `ConsentSource` in banner mode; with an external consent platform the platform owns the answer
 * and recording is a no-op.
 */
export interface ConsentRecorder {
  /** Record a decision: each category granted or refused. Persisted so the banner is not shown again. */
  record(granted: Readonly<Record<ConsentCategory, boolean>>): void;
}
