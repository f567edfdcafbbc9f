import type { AnalyticsProperties, CaptureOptions, ProductAnalytics } from '../../application/ports/ProductAnalytics';

/** Records identify/register/capture calls. */
export class SpyProductAnalytics implements ProductAnalytics {
  readonly identified: string[] = [];
  readonly registered: AnalyticsProperties[] = [];
  readonly captured: { event: string; properties: AnalyticsProperties | undefined; eventId?: string | undefined; timestamp?: number | undefined }[] = [];

  identify(sessionId: string): void {
    this.identified.push(sessionId);
  }
  register(properties: AnalyticsProperties): void {
    this.registered.push(properties);
  }
  capture(event: string, properties?: AnalyticsProperties, options?: CaptureOptions): void {
    this.captured.push({ event, properties, ...(options?.eventId !== undefined && { eventId: options.eventId }), ...(options?.timestamp !== undefined && { timestamp: options.timestamp }) });
  }

  /** All registered properties merged, later calls winning: what PostHog would attach to the next event. */
  superProperties(): AnalyticsProperties {
    return Object.assign({}, ...this.registered) as AnalyticsProperties;
  }

  /** Names of captured events, in order. */
  eventNames(): string[] {
    return this.captured.map((entry) => entry.event);
  }
}
