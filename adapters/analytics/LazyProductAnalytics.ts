import type { ConsentSource } from '../../application/ports/ConsentSource';
import type { Logger } from '../../application/ports/Logger';
import type { AnalyticsProperties, CaptureOptions, ProductAnalytics } from '../../application/ports/ProductAnalytics';
import type { VendorRuntime } from '../vendorLoading/VendorRuntime';
import { lazyModule } from '../../application/kernel/lazyModule';
import { onConsent } from '../vendorLoading/onConsent';

export const ANALYTICS_ADAPTER_LOAD_FAILED = 'Failed to load product analytics adapter';
/** Captures held while the adapter's code has not arrived; older ones are dropped first (as PostHog's adapter does). */
export const MAX_QUEUED_CAPTURES = 100;

type Call =
  | { readonly method: 'identify'; readonly sessionId: string }
  | { readonly method: 'register'; readonly properties: AnalyticsProperties }
  | { readonly method: 'capture'; readonly event: string; readonly properties: AnalyticsProperties | undefined; readonly options: CaptureOptions | undefined };

const apply = (analytics: ProductAnalytics, call: Call): void => {
  if (call.method === 'identify') analytics.identify(call.sessionId);
  else if (call.method === 'register') analytics.register(call.properties);
  else analytics.capture(call.event, call.properties, call.options);
};

/**
 * Product analytics whose adapter code is fetched only after `analytics` consent and idle time (docs/architecture.md
 * house rule 7; first-step budget). Calls made before it arrives are held in memory in order and replayed to it; a refusal
 * discards the held captures (the port: "discarded on refusal") but keeps who the visitor is. Never throws.
 */
export class LazyProductAnalytics implements ProductAnalytics {
  private readonly adapter: () => Promise<ProductAnalytics>;
  /** Set in the same turn as the queue is replayed, so no call slips in between and is lost. */
  private delegate: ProductAnalytics | undefined;
  private queue: Call[] = [];
  /** The first fetch has been made (after consent and idle time): later calls may retry a failed one. */
  private fetched = false;

  constructor(
    private readonly deps: {
      readonly consent: ConsentSource;
      readonly runtime: VendorRuntime;
      readonly logger: Logger;
      readonly load: () => Promise<ProductAnalytics>;
    },
  ) {
    const onFailure = (error: unknown) => deps.logger.error(ANALYTICS_ADAPTER_LOAD_FAILED, { error: String(error) });
    this.adapter = lazyModule(async () => {
      const analytics = await deps.load();
      for (const call of this.queue.splice(0)) apply(analytics, call);
      this.delegate = analytics;
      return analytics;
    }, { onFailure }).load;
    onConsent(deps.consent, 'analytics', () => void this.loadWhenIdle(), (state) => {
      if (state.decided && !state.granted.analytics) this.queue = this.queue.filter((call) => call.method !== 'capture');
    });
  }

  identify(sessionId: string): void {
    this.forward({ method: 'identify', sessionId });
  }

  register(properties: AnalyticsProperties): void {
    this.forward({ method: 'register', properties });
  }

  capture(event: string, properties?: AnalyticsProperties, options?: CaptureOptions): void {
    const state = this.deps.consent.current();
    if (!this.delegate && state.decided && !state.granted.analytics) return;
    this.forward({ method: 'capture', event, properties, options });
  }

  /** The real adapter once fetched (undefined after a failed fetch, logged once per attempt; the queue is kept for a retry). */
  ready(): Promise<ProductAnalytics | undefined> {
    return this.adapter().catch(() => undefined);
  }

  private forward(call: Call): void {
    if (this.delegate) {
      apply(this.delegate, call);
      return;
    }
    this.queue.push(call);
    const captures = this.queue.filter((queued) => queued.method === 'capture');
    if (captures.length > MAX_QUEUED_CAPTURES) this.queue.splice(this.queue.indexOf(captures[0] as Call), 1);
    // Past the first fetch (consent and idle time) but the adapter is not here: that fetch failed; each call tries again.
    if (this.fetched && this.deps.consent.current().granted.analytics) void this.ready();
  }

  private async loadWhenIdle(): Promise<void> {
    await this.deps.runtime.whenIdle();
    if (!this.deps.consent.current().granted.analytics) return;
    this.fetched = true;
    await this.ready();
  }
}
