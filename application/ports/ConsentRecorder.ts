import type { ConsentCategory } from './ConsentSource';

/**
 * Records the applicant's answer to the built-in consent banner (tracking-privacy-security.md §2). Bound to the
 * same object as `ConsentSource` in banner mode; with an external consent platform the platform owns the answer
 * and recording is a no-op.
 */
export interface ConsentRecorder {
  /** Record a decision: each category granted or refused. Persisted so the banner is not shown again. */
  record(granted: Readonly<Record<ConsentCategory, boolean>>): void;
}
