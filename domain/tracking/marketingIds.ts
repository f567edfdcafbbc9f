import type { Lead } from '../lead/LeadSchema';

/**
 * Lead sections that identify an ad click or an ad vendor's browser: gclid/gbraid/wbraid, fbp/fbc, ttp/ttclid. They
 * are tracking data (ePrivacy Art. 5(3), EDPB Guidelines 2/2023 on URL tracking: tracking-privacy-security.md §2), so
 * they are kept in browser storage and sent with the lead only while marketing consent is granted (issue 15 item 3).
 */
export const MARKETING_ID_SECTIONS = ['googleClick', 'metaPixel', 'tikTokPixel'] as const satisfies readonly (keyof Lead)[];

/** `lead` without its marketing id sections (the same object when it has none). */
export function withoutMarketingIds<T extends Partial<Record<(typeof MARKETING_ID_SECTIONS)[number], unknown>>>(lead: T): T {
  if (!MARKETING_ID_SECTIONS.some((section) => section in lead)) return lead;
  const copy = { ...lead };
  for (const section of MARKETING_ID_SECTIONS) delete copy[section];
  return copy;
}

/** Only the marketing id sections `lead` holds. */
export function marketingIdsOf(lead: Lead): Partial<Lead> {
  return Object.fromEntries(MARKETING_ID_SECTIONS.filter((section) => lead[section] != null).map((section) => [section, lead[section]]));
}
