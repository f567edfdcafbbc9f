import type { ConsentSource } from '../../application/ports/ConsentSource';
import type { KeyValueStorage, ReadOptions, StorageKey } from '../../application/ports/KeyValueStorage';
import { isRecord } from '../../domain/shared/isRecord';
import { withoutMarketingIds } from '../../domain/tracking/marketingIds';

/** The raw click-id key (spec §3 `gclid`): dropped whole without marketing consent. */
const CLICK_ID_KEY: StorageKey = 'gclid';
/** The stored application, whose envelope `{ v, data }` may carry the lead's marketing id sections. */
const LEAD_KEY: StorageKey = 'leadApplication';

/** The value without marketing ids: a lead, or the versioned envelope around one (FunnelStorage's `{ v, data }`). */
function stripped(value: unknown): unknown {
  if (!isRecord(value)) return value;
  if (isRecord(value.data)) return { ...value, data: withoutMarketingIds(value.data) };
  return withoutMarketingIds(value);
}

/**
 * Wraps any `KeyValueStorage` so click ids and ad-vendor ids stay on the device only while marketing consent is
 * granted (tracking-privacy-security.md §2 "no vendor cookie or storage key written before consent"; issue 15 item 3):
 * without it the `gclid` key is neither written nor read, and the stored lead loses its googleClick, metaPixel and
 * tikTokPixel sections. A withdrawal takes effect at once: both are purged the moment consent changes.
 */
export class MarketingConsentGuardKeyValueStorage implements KeyValueStorage {
  constructor(
    private readonly inner: KeyValueStorage,
    private readonly consent: ConsentSource,
  ) {
    consent.subscribe((state) => {
      if (!state.granted.marketing) this.purge();
    });
  }

  private allowed(): boolean {
    return this.consent.current().granted.marketing;
  }

  private purge(): void {
    this.inner.remove(CLICK_ID_KEY);
    const lead = this.inner.read(LEAD_KEY, { reviveDates: false });
    if (lead !== undefined) this.inner.write(LEAD_KEY, stripped(lead));
  }

  read(key: StorageKey, options?: ReadOptions): unknown {
    if (this.allowed()) return this.inner.read(key, options);
    if (key === CLICK_ID_KEY) return undefined;
    const value = this.inner.read(key, options);
    return key === LEAD_KEY ? stripped(value) : value;
  }

  write(key: StorageKey, value: unknown): void {
    if (this.allowed()) this.inner.write(key, value);
    else if (key === CLICK_ID_KEY) this.inner.remove(key);
    else this.inner.write(key, key === LEAD_KEY ? stripped(value) : value);
  }

  remove(key: StorageKey): void {
    this.inner.remove(key);
  }
}
