import { CookieVendorBrowserIds, type CookieDocument } from '../../adapters/tracking/CookieVendorBrowserIds';
import { FunnelEvents } from '../../application/analytics/FunnelEvents';
import { decisionEvents, leadCreatedEvents, submissionEvents } from '../../application/analytics/funnelEventPolicies';
import type { Clock } from '../../application/ports/Clock';
import type { ConsentSource } from '../../application/ports/ConsentSource';
import type { Hasher } from '../../application/ports/Hasher';
import type { IdGenerator } from '../../application/ports/IdGenerator';
import type { LeadGateway } from '../../application/ports/LeadGateway';
import type { Logger } from '../../application/ports/Logger';
import type { ProductAnalytics } from '../../application/ports/ProductAnalytics';
import type { FunnelStorage } from '../../application/session/FunnelStorage';
import type { ConversionTracker } from '../../application/tracking/ConversionTracker';
import { decisionTracking, leadCreatedTracking, submissionTracking } from '../../application/analytics/conversionPolicies';
import { MarketingIds } from '../../application/tracking/MarketingIds';
import type { OperationKeys } from '../../application/tracking/OperationKeys';
import { withTracking } from '../../application/analytics/withTracking';
import { AwaitDecision, type Wait } from '../../application/usecases/AwaitDecision';
import { SaveStep } from '../../application/usecases/SaveStep';
import { SubmitLead } from '../../application/usecases/SubmitLead';
import type { BrandConfig } from '../../domain/brand/BrandConfigSchema';
import type { DynamicFormPage } from '../../domain/lead/DynamicFormPage';

/** The ports the lead use cases are built from (useCasesModule's `laterPorts`). */
export interface LeadUseCasePorts {
  readonly gateway: LeadGateway;
  readonly storage: FunnelStorage;
  readonly keys: OperationKeys;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly logger: Logger;
  readonly brand: BrandConfig;
  readonly initialPages: () => DynamicFormPage[];
  readonly consent: ConsentSource;
  readonly wait: Wait;
  readonly analytics: ProductAnalytics;
  readonly hasher: Hasher;
  /** Where the vendors' cookies are read; absent in a container without a browser environment (then none is read). */
  readonly document: CookieDocument | undefined;
}

/** One FunnelEvents per analytics port, so the use cases and the screens' step events share it (one container, one port). */
const funnelEvents = new WeakMap<ProductAnalytics, FunnelEvents>();

/** The container's FunnelEvents (docs/funnel-events.md). */
export function funnelEventsOf(ports: Pick<LeadUseCasePorts, 'analytics' | 'clock' | 'ids' | 'hasher' | 'logger'> & { readonly brand: Pick<BrandConfig, 'id'> }): FunnelEvents {
  let events = funnelEvents.get(ports.analytics);
  if (!events) {
    events = new FunnelEvents({ analytics: ports.analytics, clock: ports.clock, ids: ports.ids, hasher: ports.hasher, logger: ports.logger, brand: ports.brand.id });
    funnelEvents.set(ports.analytics, events);
  }
  return events;
}

/** What every lead save sends of the click ids and the vendors' browser ids (application/tracking/MarketingIds.ts). */
const marketingIds = (ports: LeadUseCasePorts): MarketingIds =>
  new MarketingIds({
    storage: ports.storage,
    clock: ports.clock,
    consent: ports.consent,
    logger: ports.logger,
    clickIdExpiryMs: ports.brand.clickIdExpiryMilliseconds,
    ...(ports.document && { vendorIds: new CookieVendorBrowserIds(ports.document) }),
  });

/**
 * The lead use cases with what goes around them (docs/architecture.md house rule 5: tracking follows results): the marketing
 * ids every save sends, the conversions (conversionPolicies.ts) and the funnel events (funnelEventPolicies.ts). Built in
 * the later-steps chunk, so none of it is in the first step's bundle.
 */
export const trackedSaveStep = (ports: LeadUseCasePorts, tracker: ConversionTracker) =>
  withTracking(withTracking(new SaveStep({ ...ports, marketing: marketingIds(ports) }), leadCreatedTracking(tracker)), leadCreatedEvents(funnelEventsOf(ports)));

export const trackedSubmitLead = (ports: LeadUseCasePorts, tracker: ConversionTracker) =>
  withTracking(withTracking(new SubmitLead({ ...ports, marketing: marketingIds(ports) }), submissionTracking(tracker)), submissionEvents(funnelEventsOf(ports)));

export const trackedAwaitDecision = (ports: LeadUseCasePorts, tracker: ConversionTracker) =>
  withTracking(withTracking(new AwaitDecision(ports.gateway, ports.storage, ports.clock, ports.wait), decisionTracking(tracker)), decisionEvents(funnelEventsOf(ports)));
