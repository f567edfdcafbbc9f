import type { Country } from '../brand/BrandConfigSchema';
import { toE164 } from '../phone/toE164';
import type { PixelVendor } from './normaliseEmail';
import { isSha256Hex, normaliseEmail } from './normaliseEmail';
import { normaliseExternalId } from './normaliseExternalId';
import { normalisePhone } from './normalisePhone';
import type { Sha256 } from './Sha256';

/** The raw tracking identity of docs/click-ids-and-consent.md "Tracking identity": session id, contact e-mail and phone. */
export interface TrackingIdentity {
  readonly sessionId?: string | null | undefined;
  readonly email?: string | null | undefined;
  readonly phoneNumber?: string | null | undefined;
}

/** The keys each vendor expects (docs/click-ids-and-consent.md "Tracking identity"). */
export const IDENTITY_KEYS = {
  meta: { email: 'em', phone: 'ph', externalId: 'external_id' },
  google: { email: 'sha256_email_address', phone: 'sha256_phone_number', externalId: null },
  tiktok: { email: 'email', phone: 'phone_number', externalId: 'external_id' },
} as const satisfies Record<PixelVendor, { email: string; phone: string; externalId: string | null }>;

/** Vendor key → SHA-256 hex. A key is absent when its source is missing or invalid. */
export type HashedIdentity = Readonly<Record<string, string>>;

export interface HashOptions {
  /** The brand's country: the phone is read as a number of this country (docs/validation-by-country.md "Phone numbers"). */
  readonly country: Country;
  readonly sha256: Sha256;
}

/**
 * The hashed identity for one vendor (docs/click-ids-and-consent.md "Tracking identity"): each value is
 * normalised the vendor's way, then hashed with SHA-256 (lowercase hex). The phone is first put in E.164 for the
 * brand's country; an invalid phone leaves its key absent. A TikTok e-mail that is already a SHA-256 digest passes
 * unchanged.
 */
export async function hashIdentity(vendor: PixelVendor, identity: TrackingIdentity, { country, sha256 }: HashOptions): Promise<HashedIdentity> {
  const keys = IDENTITY_KEYS[vendor];
  const hashed: Record<string, string> = {};
  const hex = async (text: string): Promise<string> => (await sha256(text)).toLowerCase();

  const email = identity.email ? normaliseEmail(vendor, identity.email) : null;
  if (email !== null) hashed[keys.email] = vendor === 'tiktok' && isSha256Hex(email) ? email : await hex(email);

  const e164 = identity.phoneNumber ? toE164(identity.phoneNumber, country) : null;
  const phone = e164 === null ? null : normalisePhone(vendor, e164);
  if (phone !== null) hashed[keys.phone] = await hex(phone);

  const externalId = keys.externalId && identity.sessionId ? normaliseExternalId(vendor, identity.sessionId) : null;
  if (keys.externalId && externalId !== null) hashed[keys.externalId] = await hex(externalId);
  return hashed;
}
