import type { PixelVendor } from './normaliseEmail';

/**
 * The external id (the session id, spec §3 "external_id comes from the session id") normalised for a vendor
 * (tracking-privacy-security.md §1): Meta lowercases and strips all whitespace (it must match the server events);
 * TikTok hashes it without lowercasing (decision: surrounding whitespace is trimmed); Google takes none (null).
 * Null when nothing is left. Idempotent.
 */
export function normaliseExternalId(vendor: PixelVendor, id: string): string | null {
  if (vendor === 'google') return null;
  const normalised = vendor === 'meta' ? id.replace(/\s/g, '').toLowerCase() : id.trim();
  return normalised === '' ? null : normalised;
}
