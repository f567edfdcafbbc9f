import type { ConsentCategory, ConsentSource } from '../../application/ports/ConsentSource';
import type { Logger } from '../../application/ports/Logger';
import type { ConversionEvent, PixelTracker } from '../../application/ports/PixelTracker';
import type { VendorRuntime } from '../vendorLoading/VendorRuntime';
import { lazyModule } from '../../application/kernel/lazyModule';
import { onConsent } from '../vendorLoading/onConsent';

export const PIXEL_ADAPTER_LOAD_FAILED = 'Failed to load pixel adapter';

/**
 * A pixel whose adapter code is fetched only after its consent category (`marketing` for the built-in ones) and idle time (docs/architecture.md house rule 7;
 * first-step budget: no pixel code in the first step). Before consent nothing is fetched and an event is dropped, as every
 * pixel drops it (docs/click-ids-and-consent.md "Consent categories"). After consent an event waits for the adapter and reaches it
 * unchanged — same event_id — in the order tracked. A failed fetch is logged and that event is lost like one whose
 * vendor script failed; the next event fetches again. Never rejects.
 */
export class LazyPixelTracker implements PixelTracker {
  private readonly adapter: () => Promise<PixelTracker>;
  private readonly category: ConsentCategory;

  constructor(
    readonly vendor: string,
    private readonly deps: {
      readonly consent: ConsentSource;
      readonly runtime: VendorRuntime;
      readonly logger: Logger;
      /** The consent category the vendor declares (default `marketing`). */
      readonly category?: ConsentCategory;
      /** Fetches and builds the real adapter (which then loads its vendor script on its own terms). */
      readonly load: () => Promise<PixelTracker>;
    },
  ) {
    this.category = deps.category ?? 'marketing';
    this.adapter = lazyModule(deps.load, { onFailure: (error) => deps.logger.error(PIXEL_ADAPTER_LOAD_FAILED, { vendor, error: String(error) }) }).load;
    onConsent(deps.consent, this.category, () => void this.loadWhenIdle());
  }

  async track(event: ConversionEvent): Promise<void> {
    if (!this.deps.consent.current().granted[this.category]) return;
    const adapter = await this.ready();
    await adapter?.track(event);
  }

  /** The real adapter once fetched (undefined after a failed fetch, logged once per attempt). */
  ready(): Promise<PixelTracker | undefined> {
    return this.adapter().catch(() => undefined);
  }

  private async loadWhenIdle(): Promise<void> {
    await this.deps.runtime.whenIdle();
    if (this.deps.consent.current().granted[this.category]) await this.ready();
  }
}
