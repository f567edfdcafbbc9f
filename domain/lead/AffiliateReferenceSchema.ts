import * as v from 'valibot';

/**
 * Affiliate reference of docs/sessions-and-storage.md "Encoding and versions": who referred the applicant and when (setAt: ISO instant). A file of its own so that
 * start-up, which checks it on every visit (domain/affiliate/resolveAffiliateReference), does not carry the whole
 * lead schema (domain/lead/LeadSchema re-exports it; first-step budget).
 */
export const AffiliateReferenceSchema = v.object({
  attribute: v.pipe(v.string(), v.maxLength(255)),
  subId: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(255)))),
  transactionId: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(255)))),
  setAt: v.pipe(v.string(), v.maxLength(40)),
});

export type AffiliateReference = v.InferOutput<typeof AffiliateReferenceSchema>;
