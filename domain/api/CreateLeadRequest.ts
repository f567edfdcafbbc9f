import * as v from 'valibot';
import { LeadSchema } from '../lead/LeadSchema';

/** The product identifier docs/product.md "Calls" adds to lead create, lead update and affiliate-event bodies (brand `product`). */
export const ProductIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(64));

/**
 * Body of `POST /v2/lead` (docs/product.md "Calls"): the lead payload plus the product identifier. Send an
 * `Idempotency-Key` header (1–255 visible ASCII characters), one key per logical create, reused on every retry
 * (docs/security-and-reliability.md "Idempotent creates"): the same key replays the first response; the same key with another body → 422.
 * `id` is ignored on create (the server assigns it).
 */
export const CreateLeadRequestSchema = v.object({
  ...LeadSchema.entries,
  product: ProductIdSchema,
});
export type CreateLeadRequest = v.InferOutput<typeof CreateLeadRequestSchema>;

/** Name of the idempotency header of `POST /v2/lead` (IETF draft-ietf-httpapi-idempotency-key-header). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Shape of an idempotency key the server accepts: 1–255 visible ASCII characters. */
export const IdempotencyKeySchema = v.pipe(v.string(), v.regex(/^[\x21-\x7e]{1,255}$/));
