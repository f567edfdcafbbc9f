import type { ConsentSource } from '../../application/ports/ConsentSource';
import type { Hasher } from '../../application/ports/Hasher';
import type { Logger } from '../../application/ports/Logger';
import type { ConversionEvent, PixelTracker } from '../../application/ports/PixelTracker';
import type { VendorRuntime } from '../../adapters/vendorLoading/VendorRuntime';
import { onConsent } from '../../adapters/vendorLoading/onConsent';
import { hashIdentity } from '../../domain/tracking/hashIdentity';

/** Acme's script (an invented vendor: the worked example of docs/integrating.md "Add a pixel vendor"). */
export const ACME_PIXEL_SCRIPT = 'https://pixel.acme.example/acme.js';
export const ACME_PIXEL_SEND_FAILED = 'Failed to send Acme pixel event';
export const ACME_PIXEL_LOAD_FAILED = 'Failed to load Acme pixel';

/** Acme's global as its snippet defines it: `acme(command, ...args)` queues its calls in `acme.q` until acme.js takes over. */
export interface AcmeGlobal {
  (...args: unknown[]): void;
  q: unknown[][];
}

export interface AcmeWindow {
  acme?: AcmeGlobal;
}

/**
 * The Acme pixel: before `marketing` consent nothing happens (no global, no script). After consent and idle time
 * acme.js is loaded; each conversion is `acme('init', pixelId, hashedIdentity)` (Meta's normalisation and keys:
 * em, ph, external_id, SHA-256) when the identity changes, then `acme('track', name, { eventId, value, currency })`.
 * Never rejects: a failure is logged.
 */
export class AcmePixelTracker implements PixelTracker {
  readonly vendor = 'acme';
  private initialisedWith: string | undefined;

  constructor(
    private readonly pixelId: string,
    private readonly deps: { readonly win: AcmeWindow; readonly consent: ConsentSource; readonly hasher: Hasher; readonly logger: Logger; readonly runtime: VendorRuntime },
  ) {
    onConsent(deps.consent, 'marketing', () => void this.loadWhenIdle());
  }

  async track(event: ConversionEvent): Promise<void> {
    if (!this.deps.consent.current().granted.marketing) return;
    try {
      const identity = await hashIdentity('meta', event.identity, { country: event.identity.country, sha256: (text) => this.deps.hasher.sha256Hex(text) });
      if (!this.deps.consent.current().granted.marketing) return;
      const acme = this.global();
      const key = JSON.stringify(identity);
      if (this.initialisedWith !== key) {
        acme('init', this.pixelId, identity);
        this.initialisedWith = key;
      }
      acme('track', event.name, { eventId: event.eventId, ...(event.value ? { value: event.value.amount, currency: event.value.currency } : {}) });
    } catch (error) {
      this.deps.logger.error(ACME_PIXEL_SEND_FAILED, { event: event.name, error: String(error) });
    }
  }

  /** Acme's queue stub, installed as its snippet does (unless acme.js or a stub is there already). */
  private global(): AcmeGlobal {
    if (this.deps.win.acme) return this.deps.win.acme;
    const stub = ((...args: unknown[]) => void stub.q.push(args)) as AcmeGlobal;
    stub.q = [];
    this.deps.win.acme = stub;
    return stub;
  }

  private async loadWhenIdle(): Promise<void> {
    await this.deps.runtime.whenIdle();
    if (!this.deps.consent.current().granted.marketing) return;
    this.global();
    try {
      await this.deps.runtime.loadScript(`${ACME_PIXEL_SCRIPT}?id=${encodeURIComponent(this.pixelId)}`);
    } catch (error) {
      this.deps.logger.error(ACME_PIXEL_LOAD_FAILED, { error: String(error) });
    }
  }
}
