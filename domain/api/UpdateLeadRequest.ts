import * as v from 'valibot';
import { LeadSchema } from '../lead/LeadSchema';
import { ProductIdSchema } from './CreateLeadRequest';

/**
 * Body of `PUT /v3/lead` (docs/product.md "Calls"): the lead payload with its `id`, plus the product identifier.
 * Merge semantics: a field present in the body replaces the stored one (null clears it), an absent field is kept,
 * so each step may send only its own data points. `submit: true` marks the last page ("Only the last page carries
 * all data points to submit", docs/product.md "The form flow"): the server then runs its decision and answers with the resulting state.
 * A lead is decided once; later submits replay the decision. A submit lacking a required answer (by default
 * contactDetails.email, contactDetails.phoneNumber, amount) answers 422 `Required` on each and decides nothing.
 */
export const UpdateLeadRequestSchema = v.object({
  ...LeadSchema.entries,
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  product: ProductIdSchema,
  submit: v.optional(v.boolean()),
});
export type UpdateLeadRequest = v.InferOutput<typeof UpdateLeadRequestSchema>;
