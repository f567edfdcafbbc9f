/**
 * Consent categories (docs/click-ids-and-consent.md "Consent sources"):
 * - `analytics`: product analytics and session recording (PostHog, LogRocket);
 * - `marketing`: advertising pixels and the tag manager (Meta, TikTok, Google).
 * Strictly necessary storage needs no consent and has no category.
 */
export const CONSENT_CATEGORIES = ['analytics', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** The applicant's consent at one moment. */
export interface ConsentState {
  /** True once the applicant (or the brand's configuration, for a non-EU brand) has decided; false while undecided. */
  readonly decided: boolean;
  /** Granted categories; an undecided state grants nothing (ePrivacy Art. 5(3): prior consent). */
  readonly granted: Readonly<Record<ConsentCategory, boolean>>;
}

/** Nothing granted, nothing decided: the state of an EU brand before the banner is answered. */
export const UNDECIDED_CONSENT: ConsentState = { decided: false, granted: { analytics: false, marketing: false } };

/**
 * Where the applicant's consent comes from: the built-in banner or a brand's external consent platform
 * (docs/click-ids-and-consent.md "Consent sources": "A brand can plug an external consent platform through a ConsentSource port").
 * Every vendor adapter reads it before loading a script or sending anything.
 */
export interface ConsentSource {
  /** The consent in force now. */
  current(): ConsentState;
  /**
   * Call `listener` with every later change (not with the current state). Returns the function that unsubscribes.
   * A listener that throws does not stop the others.
   */
  subscribe(listener: (state: ConsentState) => void): () => void;
}
