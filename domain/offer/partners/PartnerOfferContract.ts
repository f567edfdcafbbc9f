import * as v from 'valibot';
import { PARTNER_IDS } from './partnerOffers';

/** Money in currency units; the bound leaves room for dong and pesos (a 50,000,000 ₫ loan costs more than that). */
const money = v.pipe(v.number(), v.minValue(0), v.maxValue(1_000_000_000_000));

/** One offer as the partner screen shows it; money in the brand's currency units, the APR in percent. */
export const PartnerOfferSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  amount: money,
  termMonths: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(600)),
  monthlyInstalment: money,
  aprPercent: v.pipe(v.number(), v.minValue(0), v.maxValue(10_000)),
  totalPayable: money,
});
export type PartnerOffer = v.InferOutput<typeof PartnerOfferSchema>;

/** Answer of `GET /lead/{id}/partner-offers?partner={partner}`: the partner's offers for the lead and its consents. */
export const PartnerOffersResponseSchema = v.object({
  partner: v.object({ id: v.picklist(PARTNER_IDS), name: v.pipe(v.string(), v.maxLength(128)) }),
  offers: v.pipe(v.array(PartnerOfferSchema), v.minLength(1), v.maxLength(10)),
  consents: v.pipe(v.array(v.object({ id: v.pipe(v.string(), v.maxLength(64)), required: v.boolean() })), v.maxLength(20)),
});
export type PartnerOffers = v.InferOutput<typeof PartnerOffersResponseSchema>;

/**
 * Body of the partner's choice call (PartnerDefinition `step`, docs/product.md "Calls"): accept one offer with the consents given, or
 * decline. The server refuses an accept without `offerId` or without every required consent.
 */
export const PartnerChoiceSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  partner: v.picklist(PARTNER_IDS),
  decision: v.picklist(['accept', 'decline']),
  offerId: v.optional(v.pipe(v.string(), v.maxLength(64))),
  consents: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(64))), v.maxLength(20)), []),
});
export type PartnerChoice = v.InferOutput<typeof PartnerChoiceSchema>;
