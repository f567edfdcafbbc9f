import type { GoogleClick } from '../lead/LeadSchema';

/** The click parameters of a landing URL: gclid, gclsrc, gbraid, wbraid (docs/click-ids-and-consent.md). */
export interface ClickParams {
  readonly gclid?: string | undefined;
  readonly wbraid?: string | undefined;
  readonly gbraid?: string | undefined;
  readonly gclsrc?: string | undefined;
}

/** The `gclid` storage entry: the ids of the ad click and when they were saved, in milliseconds since the Unix epoch. */
export interface GoogleClickEntry {
  readonly gclid?: string;
  readonly wbraid?: string;
  readonly gbraid?: string;
  readonly savedAt: number;
}

const MAX_CLICK_ID = 512;
const present = (value: string | undefined): string | undefined => (value && value.length <= MAX_CLICK_ID ? value : undefined);

/**
 * The URL half of the click-id rule: the URL has gclid, wbraid or gbraid and gclsrc is absent or contains "aw"
 * (case-insensitive; Google Ads sends e.g. "aw.ds"): the ids, saved at `nowMs`. Null otherwise. The stored half
 * (expiry, the old layout) is resolveClickId, run when the lead is sent (application/tracking/MarketingIds.ts).
 */
export function googleClickFromUrl(params: ClickParams, nowMs: number): GoogleClickEntry | null {
  const gclid = present(params.gclid);
  const wbraid = present(params.wbraid);
  const gbraid = present(params.gbraid);
  if (!gclid && !wbraid && !gbraid) return null;
  if (params.gclsrc && !params.gclsrc.toLowerCase().includes('aw')) return null;
  return { ...(gclid && { gclid }), ...(wbraid && { wbraid }), ...(gbraid && { gbraid }), savedAt: nowMs };
}

/** The lead's googleClick section of an entry; `gclidAt` is its save time as an ISO instant. */
export function toGoogleClick(entry: GoogleClickEntry): GoogleClick {
  return {
    ...(entry.gclid !== undefined && { gclid: entry.gclid }),
    ...(entry.wbraid !== undefined && { wbraid: entry.wbraid }),
    ...(entry.gbraid !== undefined && { gbraid: entry.gbraid }),
    ...(Math.abs(entry.savedAt) <= 8.64e15 && { gclidAt: new Date(entry.savedAt).toISOString() }),
  };
}
