/** Advertising vendors whose identity rules differ (docs/click-ids-and-consent.md "Tracking identity"). */
export type PixelVendor = 'meta' | 'google' | 'tiktok';

const GMAIL_DOMAINS: ReadonlySet<string> = new Set(['gmail.com', 'googlemail.com']);
const SHA256_HEX = /^[0-9a-f]{64}$/;

/** Whether `value` is already a SHA-256 hex digest (TikTok passes such a value unchanged, docs/click-ids-and-consent.md "Tracking identity"). */
export const isSha256Hex = (value: string): boolean => SHA256_HEX.test(value);

/**
 * An e-mail address normalised for a vendor before hashing (docs/click-ids-and-consent.md "Tracking identity"; docs/click-ids-and-consent.md "Tracking identity": "email is
 * trimmed and lowercased"): trim and lowercase for every vendor; Google also drops the dots before the "@" of a
 * Gmail address. Null when nothing is left. Idempotent.
 */
export function normaliseEmail(vendor: PixelVendor, email: string): string | null {
  const normalised = email.trim().toLowerCase();
  if (normalised === '') return null;
  if (vendor !== 'google') return normalised;
  const at = normalised.lastIndexOf('@');
  if (at < 0 || !GMAIL_DOMAINS.has(normalised.slice(at + 1))) return normalised;
  return `${normalised.slice(0, at).replace(/\./g, '')}${normalised.slice(at)}`;
}
