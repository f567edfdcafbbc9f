import * as v from 'valibot';

/**
 * The application result of docs/product.md "Entities" ("Application result": application.status, offerId, partner.name).
 * `partner.url` is where a redirected applicant is sent; it is UNTRUSTED data: the funnel navigates automatically
 * only to an `https:` URL on the brand's `partnerOrigins` (docs/security-and-reliability.md "Partner redirects").
 */
export const APPLICATION_STATUSES = [
  /** The form is being filled; no decision yet. */
  'in-progress',
  /** Submitted; the decision is pending (the checking screen polls /lead/status/{id}). */
  'checking',
  /** Submitted; an offer-stage step (mobile verification, id upload, …) must be completed first. */
  'offer-stage',
  'accepted',
  'rejected',
  'redirected',
  /** Submitted and handed over without a screen of its own (thank-you). */
  'completed',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const PartnerSchema = v.object({
  name: v.pipe(v.string(), v.maxLength(255)),
  /** Target of the redirect; validate before navigating (may be foreign or not https in hostile answers). */
  url: v.optional(v.pipe(v.string(), v.maxLength(2048))),
  logoUrl: v.optional(v.pipe(v.string(), v.maxLength(2048))),
});
export type Partner = v.InferOutput<typeof PartnerSchema>;

export const ApplicationResultSchema = v.object({
  status: v.picklist(APPLICATION_STATUSES),
  offerId: v.optional(v.pipe(v.string(), v.maxLength(128))),
  partner: v.optional(PartnerSchema),
});
export type ApplicationResult = v.InferOutput<typeof ApplicationResultSchema>;
