import { resolveAdClick, AD_CLICK_LIFETIMES_MS, type AdClickKey } from '../../domain/clickId/resolveAdClick';
import { resolveClickId } from '../../domain/clickId/resolveClickId';
import type { Lead } from '../../domain/lead/LeadSchema';
import { NO_MARKETING_IDS, type MarketingIdSections } from '../../domain/tracking/marketingIds';
import type { Clock } from '../ports/Clock';
import type { ConsentSource } from '../ports/ConsentSource';
import type { Logger } from '../ports/Logger';
import type { VendorBrowserIds } from '../ports/VendorBrowserIds';
import type { FunnelStorage } from '../session/FunnelStorage';

/** Logged when the `gclid` storage entry matches no known layout (it is removed). */
export const INVALID_STORED_CLICK_ID = 'Invalid stored click id';

export interface MarketingIdsDeps {
  /** Browser storage behind the marketing-consent guard (adapters/storage/MarketingConsentGuardKeyValueStorage.ts). */
  readonly storage: FunnelStorage;
  readonly clock: Clock;
  readonly consent: ConsentSource;
  readonly logger: Logger;
  /** Brand `clickIdExpiryMilliseconds`: the age at which a stored click id is dropped (90 days by default). */
  readonly clickIdExpiryMs: number;
  /** The vendors' own browser ids (`_fbp`, `_ttp`); absent in tests that do not need them. */
  readonly vendorIds?: VendorBrowserIds;
}

/** `value` unless it is null or undefined, else `fallback`. */
const either = (value: string | null | undefined, fallback: string | null | undefined): string | undefined => value ?? fallback ?? undefined;

/** The section without its absent fields; undefined when none is left. */
function section<T extends Record<string, string | undefined>>(fields: T): { [K in keyof T]?: string } | undefined {
  const present = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  return Object.keys(present).length > 0 ? (present as { [K in keyof T]?: string }) : undefined;
}

/**
 * The lead's marketing id sections for one save (docs/click-ids-and-consent.md "Marketing ids follow consent"). With marketing
 * consent: the click ids kept in storage — each while younger than its lifetime (gclid 90 days, the brand's
 * `clickIdExpiryMilliseconds`; fbc 90 days and ttclid 30 days, capped by it: domain/clickId/resolveAdClick.ts) — over
 * those the state holds, and the vendors' browser ids; an expired or unreadable entry is removed, an old-layout gclid
 * entry migrated. Without it: every id null (NO_MARKETING_IDS), so the API clears what it holds. Storage is the
 * authority under consent: StartSession writes this landing's ids there (held by the guard until the applicant chooses).
 */
export class MarketingIds {
  constructor(private readonly deps: MarketingIdsDeps) {}

  /** True when the ids may travel with the lead now. */
  granted(): boolean {
    return this.deps.consent.current().granted.marketing;
  }

  /** The sections to send with `lead`, and to keep in the state under consent. */
  forLead(lead: Lead): MarketingIdSections {
    if (!this.granted()) return NO_MARKETING_IDS;
    const { storage, clock, logger, clickIdExpiryMs } = this.deps;
    const nowMs = clock.now();
    const google = resolveClickId({ params: {}, stored: storage.readRaw('gclid'), nowMs, expiryMs: clickIdExpiryMs });
    if (google.problem) logger.warn(INVALID_STORED_CLICK_ID);
    if (google.storage.action === 'save') storage.writeRaw('gclid', google.storage.entry);
    if (google.storage.action === 'remove') storage.remove('gclid');
    const stored = (key: AdClickKey): string | null => {
      const resolved = resolveAdClick(storage.readRaw(key), nowMs, Math.min(AD_CLICK_LIFETIMES_MS[key], clickIdExpiryMs));
      if (resolved.remove) storage.remove(key);
      return resolved.value;
    };
    const vendor = this.deps.vendorIds?.read() ?? {};
    const googleClick = google.googleClick ?? lead.googleClick;
    const metaPixel = section({ fbc: either(stored('fbc'), lead.metaPixel?.fbc), fbp: either(vendor.fbp, lead.metaPixel?.fbp) });
    const tikTokPixel = section({ ttclid: either(stored('ttclid'), lead.tikTokPixel?.ttclid), ttp: either(vendor.ttp, lead.tikTokPixel?.ttp) });
    return { ...(googleClick && { googleClick }), ...(metaPixel && { metaPixel }), ...(tikTokPixel && { tikTokPixel }) };
  }
}
