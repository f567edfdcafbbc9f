/** The part of posthog-js this adapter uses (posthog-js's `PostHog` satisfies it). */
export interface PostHogClient {
  init(token: string, config: Record<string, unknown>): unknown;
  identify(distinctId: string): void;
  register(properties: Record<string, unknown>): void;
  /** `options.uuid`: the event's id (a UUID), kept by PostHog for deduplication; `options.timestamp`: when it happened. */
  capture(event: string, properties?: Record<string, unknown>, options?: { uuid?: string; timestamp?: Date }): unknown;
  opt_in_capturing(): void;
  opt_out_capturing(): void;
  set_config(config: Record<string, unknown>): void;
}
