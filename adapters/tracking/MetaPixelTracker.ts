import type { ConsentSource } from '../../application/ports/ConsentSource';
import type { Hasher } from '../../application/ports/Hasher';
import type { Logger } from '../../application/ports/Logger';
import type { ConversionEvent, PixelTracker } from '../../application/ports/PixelTracker';
import { hashIdentity } from '../../domain/tracking/hashIdentity';
import type { VendorRuntime } from '../vendorLoading/VendorRuntime';
import { onConsent } from '../vendorLoading/onConsent';

export const META_PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';
export const META_PIXEL_LOAD_FAILED = 'Failed to load Meta Pixel';
export const META_PIXEL_SEND_FAILED = 'Failed to send Meta Pixel event';

/** Meta's `fbq` as its snippet defines it: a function queueing its `arguments` until fbevents.js takes over. */
export interface Fbq {
  (...args: unknown[]): void;
  callMethod?: (...args: unknown[]) => void;
  queue: IArguments[] | unknown[][];
  push: Fbq;
  loaded: boolean;
  version: string;
}

/** The globals Meta's snippet and script share. */
export interface MetaWindow {
  fbq?: Fbq;
  _fbq?: Fbq;
}

/** The Meta pixel handles these events (docs/click-ids-and-consent.md "Which events go to which pixel": "Meta pixel: lead and complete registration"). */
const META_EVENTS = new Set(['Lead', 'CompleteRegistration']);

/** Install Meta's queue stub exactly as the official snippet does (unless a real or stub `fbq` exists). */
const installStub = (win: MetaWindow): Fbq => {
  if (win.fbq) return win.fbq;
  const stub = function (this: unknown, ...args: unknown[]) {
    if (stub.callMethod) stub.callMethod(...args);
    else (stub.queue as unknown[][]).push(args);
  } as Fbq;
  stub.push = stub;
  stub.loaded = true;
  stub.version = '2.0';
  stub.queue = [];
  win.fbq = stub;
  if (!win._fbq) win._fbq = stub;
  return stub;
};

/**
 * The Meta pixel (docs/click-ids-and-consent.md "Which events go to which pixel", "Tracking identity", "Consent categories"). Before `marketing` consent nothing happens: no
 * global, no script, no cookie. After consent and idle time fbevents.js is loaded. Calls follow Meta's GDPR order —
 * `consent revoke`, automatic advanced matching off (`set autoConfig false`), `init` with the hashed identity
 * (em, ph, external_id: Meta's normalisation, SHA-256), `consent grant` — then `track(name, data, { eventID })`
 * with the event_id as the 4th argument for deduplication. A later refusal queues `consent revoke`.
 */
export class MetaPixelTracker implements PixelTracker {
  readonly vendor = 'meta';
  private fbq: Fbq | undefined;
  private initialisedWith: string | undefined;

  constructor(
    private readonly pixelId: string,
    private readonly deps: {
      readonly win: MetaWindow;
      readonly consent: ConsentSource;
      readonly hasher: Hasher;
      readonly logger: Logger;
      readonly runtime: VendorRuntime;
    },
  ) {
    onConsent(deps.consent, 'marketing', () => void this.loadWhenIdle(), (state) => {
      if (!this.fbq) return;
      if (!state.granted.marketing) this.fbq('consent', 'revoke');
      else if (this.initialisedWith !== undefined) this.fbq('consent', 'grant');
    });
  }

  async track(event: ConversionEvent): Promise<void> {
    if (!META_EVENTS.has(event.name) || !this.deps.consent.current().granted.marketing) return;
    try {
      const userData = await hashIdentity('meta', event.identity, { country: event.identity.country, sha256: (text) => this.deps.hasher.sha256Hex(text) });
      // Consent may have been withdrawn while hashing.
      if (!this.deps.consent.current().granted.marketing) return;
      const fbq = this.stub();
      const key = JSON.stringify(userData);
      if (this.initialisedWith !== key) {
        // Re-init with the new identity: Meta's manual advanced matching takes user data only at init.
        fbq('init', this.pixelId, userData);
        fbq('consent', 'grant');
        this.initialisedWith = key;
      }
      const data = event.value ? { value: event.value.amount, currency: event.value.currency } : {};
      fbq('track', event.name, data, { eventID: event.eventId });
    } catch (error) {
      this.deps.logger.error(META_PIXEL_SEND_FAILED, { event: event.name, error: String(error) });
    }
  }

  private stub(): Fbq {
    if (this.fbq) return this.fbq;
    const fbq = installStub(this.deps.win);
    fbq('consent', 'revoke');
    fbq('set', 'autoConfig', false, this.pixelId);
    this.fbq = fbq;
    return fbq;
  }

  private async loadWhenIdle(): Promise<void> {
    await this.deps.runtime.whenIdle();
    if (!this.deps.consent.current().granted.marketing) return;
    this.stub();
    try {
      await this.deps.runtime.loadScript(META_PIXEL_SCRIPT);
    } catch (error) {
      this.deps.logger.error(META_PIXEL_LOAD_FAILED, { error: String(error) });
    }
  }
}
