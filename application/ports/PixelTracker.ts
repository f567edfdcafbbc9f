import type { Country } from '../../domain/brand/BrandConfigSchema';

/** The conversion events of docs/click-ids-and-consent.md "Which events go to which pixel". */
export const CONVERSION_EVENT_NAMES = ['Lead', 'CompleteRegistration', 'Rejected'] as const;
export type ConversionEventName = (typeof CONVERSION_EVENT_NAMES)[number];

/**
 * The applicant's identity as the product holds it, NOT normalised or hashed (docs/click-ids-and-consent.md "Tracking identity").
 * Each vendor adapter normalises per its own rules, then hashes with the `Hasher` port — the same phone hashes
 * differently per vendor (docs/click-ids-and-consent.md "Tracking identity"). A value the vendor cannot normalise (an invalid phone)
 * is omitted, never sent raw.
 */
export interface TrackingIdentity {
  /** The session id (a UUID): the source of `external_id`. */
  readonly sessionId: string;
  /** contactDetails.email as entered. */
  readonly email?: string | undefined;
  /** contactDetails.phoneNumber as entered (national or international). */
  readonly phoneNumber?: string | undefined;
  /** The brand's country: the phone is read as a number of this country unless it carries a calling code. */
  readonly country: Country;
}

/** Advertising click identifiers read from the URL or cookies; case-sensitive, never hashed or altered (docs/click-ids-and-consent.md "Meta and TikTok click ids"). */
export interface ClickIdentifiers {
  readonly fbc?: string | undefined;
  readonly fbp?: string | undefined;
  readonly ttclid?: string | undefined;
  readonly ttp?: string | undefined;
  readonly gclid?: string | undefined;
}

/** One logical conversion, fired from a use-case outcome (docs/architecture.md house rule 5). */
export interface ConversionEvent {
  readonly name: ConversionEventName;
  /**
   * Deduplication id (docs/click-ids-and-consent.md "Event ids": "a hash of a timestamp plus a random id"): created once per logical event and reused
   * on every retry of it, so vendors drop duplicates (docs/click-ids-and-consent.md "Event ids").
   */
  readonly eventId: string;
  readonly identity: TrackingIdentity;
  readonly clickIds?: ClickIdentifiers | undefined;
  /** Requested amount and ISO 4217 currency, for vendors that take a conversion value. */
  readonly value?: { readonly amount: number; readonly currency: string } | undefined;
}

/**
 * An advertising pixel (Meta, TikTok, Google tag). Several are bound at once (multi-binding) and each use case
 * fans an outcome out to all of them; a vendor whose id the brand does not configure is simply not bound
 * (docs/click-ids-and-consent.md "Which events go to which pixel": "only when the pixel is present").
 *
 * Every adapter is consent-aware: before `marketing` consent it loads no script, writes no cookie and sends nothing;
 * an event tracked without consent is dropped, not queued (docs/click-ids-and-consent.md "Consent categories"). A vendor that does not
 * handle an event name (Meta has no `Rejected`) ignores it.
 */
export interface PixelTracker {
  /** Short vendor name for logs and tests, e.g. 'meta', 'tiktok', 'google'. */
  readonly vendor: string;
  /** Send `event` if consent allows. Never rejects: failures are logged with the texts of docs/product.md "Error catalogue". */
  track(event: ConversionEvent): Promise<void>;
}
