import type { Lead } from '../lead/LeadSchema';

/**
 * Lead sections that identify an ad click or an ad vendor's browser: gclid/gbraid/wbraid, fbp/fbc, ttp/ttclid. They
 * are tracking data (ePrivacy Art. 5(3); the EDPB counts URL tracking in), so they are kept in browser storage and
 * sent with the lead only while marketing consent is granted (docs/click-ids-and-consent.md "Marketing ids follow consent").
 */
export const MARKETING_ID_SECTIONS = ['googleClick', 'metaPixel', 'tikTokPixel'] as const satisfies readonly (keyof Lead)[];
export type MarketingIdSections = Pick<Lead, (typeof MARKETING_ID_SECTIONS)[number]>;

/**
 * Every marketing id null: what a save sends without marketing consent, so the API clears whatever an earlier save under
 * consent gave it (a null clears a field: server/leads/LeadRecord.ts mergeLead). A refusal or a withdrawal thus reaches
 * the lead on its next save.
 */
export const NO_MARKETING_IDS = {
  googleClick: { gclid: null, gclidAt: null, gbraid: null, wbraid: null },
  metaPixel: { fbp: null, fbc: null },
  tikTokPixel: { ttp: null, ttclid: null },
} as const satisfies MarketingIdSections;

/** `lead` without its marketing id sections (the same object when it has none). */
export function withoutMarketingIds<T extends Partial<Record<(typeof MARKETING_ID_SECTIONS)[number], unknown>>>(lead: T): T {
  if (!MARKETING_ID_SECTIONS.some((section) => section in lead)) return lead;
  const copy = { ...lead };
  for (const section of MARKETING_ID_SECTIONS) delete copy[section];
  return copy;
}
