import type { ConsentSource } from '../../application/ports/ConsentSource';
import type { Logger } from '../../application/ports/Logger';
import type { AnalyticsProperties, CaptureOptions, ProductAnalytics } from '../../application/ports/ProductAnalytics';
import type { VendorRuntime } from '../vendorLoading/VendorRuntime';
import { onConsent } from '../vendorLoading/onConsent';
import type { PostHogClient } from './PostHogClient';
import { withoutUrlQuery } from './withoutUrlQuery';

export const POSTHOG_LOAD_FAILED = 'Failed to load product analytics';
export const POSTHOG_CALL_FAILED = 'Failed to send product analytics event';
/** Captures held in memory while the applicant has not decided; older ones are dropped first. */
export const MAX_PENDING_CAPTURES = 100;

/**
 * The posthog-js configuration (docs/funnel-events.md; docs/click-ids-and-consent.md "Product analytics and session recording"): autocapture, page views and
 * page-leave capture off (only the funnel events are recorded), no feature-flag or remote-configuration calls (the
 * funnel uses neither), opted out by default, memory persistence until opt-in, PostHog's own session replay off
 * (LogRocket records), URL queries stripped before sending.
 */
export const postHogConfig = (host: string): Record<string, unknown> => ({
  api_host: host,
  autocapture: false,
  capture_pageview: false,
  capture_pageleave: false,
  advanced_disable_flags: true,
  opt_out_capturing_by_default: true,
  persistence: 'memory',
  disable_session_recording: true,
  disable_surveys: true,
  before_send: withoutUrlQuery,
});

/** posthog-js's capture options for the port's: the event id as its uuid, the time as its timestamp. */
const captureOptions = (options: CaptureOptions | undefined): { uuid?: string; timestamp?: Date } | undefined => {
  if (!options || (options.eventId === undefined && options.timestamp === undefined)) return undefined;
  return { ...(options.eventId !== undefined && { uuid: options.eventId }), ...(options.timestamp !== undefined && { timestamp: new Date(options.timestamp) }) };
};

/**
 * PostHog behind the `ProductAnalytics` port. posthog-js is imported only after `analytics` consent and idle time;
 * it is then initialised opted out with memory persistence, opted in and switched to cookie persistence (consent
 * given). The visitor is identified by session id only. A later refusal opts out again.
 */
export class PostHogProductAnalytics implements ProductAnalytics {
  private client: PostHogClient | undefined;
  private sessionId: string | undefined;
  private properties: Record<string, unknown> = {};
  private pending: { event: string; properties: AnalyticsProperties | undefined; options: CaptureOptions | undefined }[] = [];

  constructor(
    private readonly config: { readonly key: string; readonly host: string },
    private readonly deps: {
      readonly consent: ConsentSource;
      readonly logger: Logger;
      readonly runtime: VendorRuntime;
      readonly load: () => Promise<PostHogClient>;
    },
  ) {
    onConsent(deps.consent, 'analytics', () => void this.start(), (state) => {
      if (state.decided && !state.granted.analytics) {
        this.pending = [];
        this.guard(() => this.client?.opt_out_capturing());
      } else if (state.granted.analytics) {
        this.guard(() => this.client?.opt_in_capturing());
      }
    });
  }

  identify(sessionId: string): void {
    this.sessionId = sessionId;
    if (this.live()) this.guard(() => this.client?.identify(sessionId));
  }

  register(properties: AnalyticsProperties): void {
    this.properties = { ...this.properties, ...properties };
    if (this.live()) this.guard(() => this.client?.register({ ...properties }));
  }

  capture(event: string, properties?: AnalyticsProperties, options?: CaptureOptions): void {
    if (this.live()) {
      // The event id is PostHog's event uuid (a retry of the request, or of the event, is kept once); an event held
      // until consent is sent with the time it happened.
      this.guard(() => this.client?.capture(event, properties ? { ...properties } : undefined, captureOptions(options)));
      return;
    }
    const state = this.deps.consent.current();
    if (state.decided && !state.granted.analytics) return;
    this.pending.push({ event, properties, options });
    if (this.pending.length > MAX_PENDING_CAPTURES) this.pending.shift();
  }

  private live(): boolean {
    return this.client !== undefined && this.deps.consent.current().granted.analytics;
  }

  private async start(): Promise<void> {
    await this.deps.runtime.whenIdle();
    if (!this.deps.consent.current().granted.analytics || this.client) return;
    let client: PostHogClient;
    try {
      client = await this.deps.load();
      client.init(this.config.key, postHogConfig(this.config.host));
      client.opt_in_capturing();
      client.set_config({ persistence: 'localStorage+cookie' });
    } catch (error) {
      this.deps.logger.error(POSTHOG_LOAD_FAILED, { error: String(error) });
      return;
    }
    this.client = client;
    if (this.sessionId !== undefined) this.identify(this.sessionId);
    if (Object.keys(this.properties).length > 0) this.guard(() => client.register({ ...this.properties }));
    for (const { event, properties, options } of this.pending.splice(0)) this.capture(event, properties, options);
  }

  private guard(action: () => void): void {
    try {
      action();
    } catch (error) {
      this.deps.logger.error(POSTHOG_CALL_FAILED, { error: String(error) });
    }
  }
}
