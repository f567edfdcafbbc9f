import type { PixelVendor } from './normaliseEmail';

/**
 * The external id (the session id, docs/click-ids-and-consent.md "Tracking identity": "external_id comes from the session id") normalised for a vendor
 * (docs/click-ids-and-consent.md "Tracking identity"): Meta lowercases and strips all whitespace (it must match the server events);
 * TikTok hashes it without lowercasing (decision: surrounding whitespace is trimmed); Google takes none (null).
 * Null when nothing is left. Idempotent.
 */
export function normaliseExternalId(vendor: PixelVendor, id: string): string | null {
  if (vendor === 'google') return null;
  const normalised = vendor === 'meta' ? id.replace(/\s/g, '').toLowerCase() : id.trim();
  return normalised === '' ? null : normalised;
}
