import type { PixelVendor } from './normaliseEmail';

const E164 = /^\+[1-9]\d{1,14}$/;

/**
 * A phone number in E.164 form ("+34612345678", from domain/phone/toE164) normalised for a vendor before hashing
 * (docs/click-ids-and-consent.md "Tracking identity"):
 * - Meta: digits only, with country code, no "+", no leading zeros ("34612345678").
 * - Google and TikTok: E.164 with "+", at most 15 digits.
 * Null when the input is not E.164 (an invalid phone is omitted, never sent half-normalised). Idempotent for Meta.
 */
export function normalisePhone(vendor: PixelVendor, e164: string): string | null {
  if (vendor === 'meta') {
    const digits = e164.replace(/\D/g, '').replace(/^0+/, '');
    return digits.length >= 2 && digits.length <= 15 ? digits : null;
  }
  return E164.test(e164) ? e164 : null;
}
