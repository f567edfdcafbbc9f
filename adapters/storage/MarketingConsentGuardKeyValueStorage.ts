import type { ConsentSource } from '../../application/ports/ConsentSource';
import type { KeyValueStorage, ReadOptions, StorageKey } from '../../application/ports/KeyValueStorage';
import { isRecord } from '../../domain/kernel/isRecord';
import { withoutMarketingIds } from '../../domain/tracking/marketingIds';

/** The click-id keys (`gclid`, and Meta's and TikTok's): dropped whole without marketing consent. */
const CLICK_ID_KEYS: ReadonlySet<StorageKey> = new Set(['gclid', 'fbc', 'ttclid']);
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
 * granted (docs/click-ids-and-consent.md "Marketing ids follow consent"): without it the click-id keys are neither written nor
 * read, and the stored lead loses its googleClick, metaPixel and tikTokPixel sections. What was written meanwhile is held
 * in memory (the last value per key) and written the moment consent is granted, so a reload or a return visit finds it;
 * a refusal writes nothing, a withdrawal purges at once.
 */
export class MarketingConsentGuardKeyValueStorage implements KeyValueStorage {
  private readonly held = new Map<StorageKey, unknown>();

  constructor(
    private readonly inner: KeyValueStorage,
    private readonly consent: ConsentSource,
  ) {
    consent.subscribe((state) => (state.granted.marketing ? this.release() : this.purge()));
  }

  private allowed(): boolean {
    return this.consent.current().granted.marketing;
  }

  private release(): void {
    for (const [key, value] of this.held) this.inner.write(key, value);
    this.held.clear();
  }

  private purge(): void {
    for (const key of CLICK_ID_KEYS) this.inner.remove(key);
    const lead = this.inner.read(LEAD_KEY, { reviveDates: false });
    if (lead !== undefined) this.inner.write(LEAD_KEY, stripped(lead));
  }

  read(key: StorageKey, options?: ReadOptions): unknown {
    if (this.allowed()) return this.inner.read(key, options);
    if (CLICK_ID_KEYS.has(key)) return undefined;
    const value = this.inner.read(key, options);
    return key === LEAD_KEY ? stripped(value) : value;
  }

  write(key: StorageKey, value: unknown): void {
    if (this.allowed()) return this.inner.write(key, value);
    if (CLICK_ID_KEYS.has(key) || key === LEAD_KEY) this.held.set(key, value);
    if (CLICK_ID_KEYS.has(key)) this.inner.remove(key);
    else this.inner.write(key, key === LEAD_KEY ? stripped(value) : value);
  }

  remove(key: StorageKey): void {
    this.held.delete(key);
    this.inner.remove(key);
  }
}
