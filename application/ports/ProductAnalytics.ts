/** Event properties: plain JSON-compatible data, never raw personal data (tracking-privacy-security.md §2). */
export type AnalyticsProperties = Readonly<Record<string, unknown>>;

/**
 * Product analytics (PostHog in production). Opted out until `analytics` consent: calls made before the applicant
 * decides are held in memory (never on the device) and sent once consent is granted, discarded on refusal.
 * Autocapture and page-leave capture are off, so only what a use case sends is recorded (spec §4). Never throws.
 */
export interface ProductAnalytics {
  /** Identify the visitor by session id (spec §4 "identifies the user by session id"); never by email or phone. */
  identify(sessionId: string): void;
  /**
   * Attach properties to every later event, e.g. `posthogParameters` (isLeadPrefilled, leadPrefilledFields,
   * leadPreviouslyRedirected, spec §3).
   */
  register(properties: AnalyticsProperties): void;
  /** Record a named product event with its properties. */
  capture(event: string, properties?: AnalyticsProperties): void;
}
