import * as v from 'valibot';
import { ProductIdSchema } from './CreateLeadRequest';

/**
 * `POST /customer/email/unsubscribe?email={email}` (docs/product.md "Calls"): always answers 200 for a well-formed
 * address, whether or not it is known (no address probing); 422 `InvalidFormat` on field `email` otherwise.
 */
export const UnsubscribeResponseSchema = v.object({ email: v.string(), unsubscribed: v.literal(true) });
export type UnsubscribeResponse = v.InferOutput<typeof UnsubscribeResponseSchema>;

/**
 * One consent of `/customer/{leadId}/consents`: `id` names the consent (a policy id, `marketing`, …), `accepted` the
 * answer; the same two fields domain/lead/OtherStateSchema.ts reads.
 */
export const CustomerConsentSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
  accepted: v.boolean(),
  version: v.optional(v.pipe(v.string(), v.maxLength(64))),
});
export type CustomerConsent = v.InferOutput<typeof CustomerConsentSchema>;

/** Body of `POST /customer/{leadId}/consents`; answer of GET and POST: the lead's latest answer per consent id. */
export const CustomerConsentsSchema = v.object({
  consents: v.pipe(v.array(CustomerConsentSchema), v.maxLength(100)),
});
export type CustomerConsents = v.InferOutput<typeof CustomerConsentsSchema>;

/**
 * Body of `POST /affiliate/event` (docs/product.md "Calls"; product identifier added): an affiliate reference event. Answer 202
 * `{ accepted: true, id }`.
 */
export const AffiliateEventRequestSchema = v.object({
  product: ProductIdSchema,
  event: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  attribute: v.pipe(v.string(), v.minLength(1), v.maxLength(255)),
  subId: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(255)))),
  transactionId: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(255)))),
  leadId: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(64)))),
  sessionId: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(64)))),
});
export type AffiliateEventRequest = v.InferOutput<typeof AffiliateEventRequestSchema>;
export const AffiliateEventResponseSchema = v.object({ accepted: v.literal(true), id: v.string() });
export type AffiliateEventResponse = v.InferOutput<typeof AffiliateEventResponseSchema>;
