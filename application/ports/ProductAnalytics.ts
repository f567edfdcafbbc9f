/** Event properties: plain JSON-compatible data, never a personal value (docs/funnel-events.md). */
export type AnalyticsProperties = Readonly<Record<string, unknown>>;

/** How one event is sent. */
export interface CaptureOptions {
  /**
   * The event's id, a UUID: made once per logical event and sent again with every retry of it, so the analytics store
   * keeps one (PostHog's event `uuid`; the reference server's capture route drops a repeated id).
   */
  readonly eventId?: string;
  /** When the event happened, in milliseconds since the Unix epoch: an event held until consent keeps its own time. */
  readonly timestamp?: number;
}

/**
 * Product analytics (PostHog in production). Opted out until `analytics` consent: calls made before the applicant
 * decides are held in memory (never on the device) and sent once consent is granted, discarded on refusal.
 * Autocapture and page-leave capture are off, so only what the funnel sends is recorded: the funnel events of
 * docs/funnel-events.md. Never throws.
 */
export interface ProductAnalytics {
  /** Identify the visitor by session id (docs/click-ids-and-consent.md "Product analytics and session recording": "identifies the user by session id"); never by email or phone. */
  identify(sessionId: string): void;
  /**
   * Attach properties to every later event, e.g. `posthogParameters` (isLeadPrefilled, leadPrefilledFields,
   * leadPreviouslyRedirected, docs/product.md "Entities").
   */
  register(properties: AnalyticsProperties): void;
  /** Record a named product event with its properties, under `options.eventId` when given. */
  capture(event: string, properties?: AnalyticsProperties, options?: CaptureOptions): void;
}
