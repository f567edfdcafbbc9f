import * as v from 'valibot';
import { PartnerSchema } from '../lead/ApplicationResult';
import { ProgressStateSchema } from '../lead/ProgressState';

/**
 * Answer of `POST /lead/{id}/redirect` (docs/product.md "Calls"): the partner target of a redirected lead. 404 for an
 * unknown id; 409 `{ error: { code: 'NotRedirected' } }` when the lead was not redirected. `partner.url` is untrusted.
 */
export const RedirectResponseSchema = v.object({
  id: v.string(),
  progressState: ProgressStateSchema,
  offerId: v.optional(v.string()),
  partner: PartnerSchema,
});
export type RedirectResponse = v.InferOutput<typeof RedirectResponseSchema>;
