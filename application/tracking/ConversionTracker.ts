import type { Country } from '../../domain/brand/BrandConfigSchema';
import { createEventId } from '../../domain/tracking/createEventId';
import type { Clock } from '../ports/Clock';
import type { ConsentSource } from '../ports/ConsentSource';
import type { Hasher } from '../ports/Hasher';
import type { IdGenerator } from '../ports/IdGenerator';
import type { Logger } from '../ports/Logger';
import type { ConversionEventName, PixelTracker } from '../ports/PixelTracker';
import type { FunnelState } from '../session/FunnelState';
import type { OperationKeys } from './OperationKeys';

/** Logged when a pixel breaks its promise not to reject; the other pixels still get the event. */
export const PIXEL_TRACK_FAILED = 'Failed to send conversion event';

export interface ConversionTrackerDeps {
  /** Every bound pixel (docs/click-ids-and-consent.md "Which events go to which pixel": "only when the pixel is present": an absent vendor is simply not in the list). */
  readonly pixels: readonly PixelTracker[];
  readonly consent: ConsentSource;
  readonly keys: OperationKeys;
  readonly hasher: Hasher;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly logger: Logger;
  readonly country: Country;
  readonly currency: string;
}

/**
 * Fans a conversion out to every bound pixel (docs/architecture.md house rule 5), from use-case outcomes only:
 * - nothing is sent unless `marketing` consent is granted now (docs/click-ids-and-consent.md "Consent categories"); a refused or
 *   undecided event is dropped, not queued;
 * - the event_id is the SHA-256 of "timestamp:random id" (docs/click-ids-and-consent.md "Tracking identity"), created once per logical
 *   event and persisted (OperationKeys), so a retry or a reload reuses it and vendors deduplicate (docs/click-ids-and-consent.md "Event ids");
 * - identity goes out raw (session id, email, phone, country): each pixel adapter normalises and hashes it per
 *   vendor (docs/click-ids-and-consent.md "Tracking identity": "the same phone hashes differently per vendor").
 */
export class ConversionTracker {
  private readonly inFlight = new Set<Promise<void>>();
  /** Resolves once the last dispatched event has been handed to the pixels (or dropped). */
  private lastHandOver: Promise<void> = Promise.resolve();
  /** Per pixel, its last event's send: the next one starts after it (an adapter hashes before it sends). */
  private readonly pixelQueues = new Map<PixelTracker, Promise<void>>();

  constructor(private readonly deps: ConversionTrackerDeps) {}

  /**
   * Start sending `name` without making the caller wait for the vendors (a slow pixel must not hold up the next
   * screen). `settled` resolves once everything started has finished.
   */
  dispatch(name: ConversionEventName, state: FunnelState): void {
    // Event ids are hashed concurrently, but the pixels get the events in the order they happened (Lead before
    // CompleteRegistration), whichever hash finishes first.
    const previous = this.lastHandOver;
    let handedOver = (): void => undefined;
    this.lastHandOver = new Promise<void>((resolve) => (handedOver = resolve));
    const sending = this.fire(name, state, previous, handedOver).finally(() => {
      handedOver();
      this.inFlight.delete(sending);
    });
    this.inFlight.add(sending);
  }

  /** Resolves when every dispatched event has been handed to the pixels (tests; page hide). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /** Create (or reuse) the event_id of `name` before the call whose success fires it, so a reload reuses it. */
  prepare(name: ConversionEventName): Promise<string> {
    return this.deps.keys.keyFor(`event:${name}`, () => this.newEventId());
  }

  /**
   * Send `name` for `state` to every pixel, if consent allows, once `previous` (the event dispatched before) has been
   * handed over; `handedOver` is called as soon as this one has been. Never rejects.
   */
  private async fire(name: ConversionEventName, state: FunnelState, previous: Promise<void>, handedOver: () => void): Promise<void> {
    const { pixels, consent, logger } = this.deps;
    if (pixels.length === 0 || !consent.current().granted.marketing) return;
    const eventId = await this.prepare(name);
    await previous;
    const contact = state.lead.contactDetails;
    const event = {
      name,
      eventId,
      identity: {
        sessionId: state.sessionId,
        email: contact?.email ?? undefined,
        phoneNumber: contact?.phoneNumber ?? undefined,
        country: this.deps.country,
      },
      clickIds: {
        fbc: state.lead.metaPixel?.fbc ?? undefined,
        fbp: state.lead.metaPixel?.fbp ?? undefined,
        ttclid: state.lead.tikTokPixel?.ttclid ?? undefined,
        ttp: state.lead.tikTokPixel?.ttp ?? undefined,
        gclid: state.lead.googleClick?.gclid ?? undefined,
      },
      ...(typeof state.lead.amount === 'number' ? { value: { amount: state.lead.amount, currency: this.deps.currency } } : {}),
    };
    // Each pixel gets the events one after another: a vendor adapter hashes the identity before it sends, and a later
    // event's hashing may finish first. One pixel that is slow or stuck holds up only its own events.
    const tracking = pixels.map((pixel) => {
      const sent = (this.pixelQueues.get(pixel) ?? Promise.resolve()).then(() => pixel.track(event));
      this.pixelQueues.set(pixel, sent.catch(() => undefined));
      return sent;
    });
    handedOver();
    const outcomes = await Promise.allSettled(tracking);
    outcomes.forEach((outcome, index) => {
      if (outcome.status === 'rejected') logger.error(PIXEL_TRACK_FAILED, { vendor: pixels[index]?.vendor, event: name });
    });
  }

  private newEventId(): Promise<string> {
    return createEventId(this.deps.clock.now(), this.deps.ids.newId(), (text) => this.deps.hasher.sha256Hex(text));
  }
}
