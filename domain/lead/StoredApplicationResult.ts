import * as v from 'valibot';
import { ApplicationResultSchema } from './ApplicationResult';

/**
 * The application result of docs/product.md "Entities" (application.status, offerId, partner.name) as the funnel holds it between
 * answers: the API's result (domain/lead/ApplicationResult.ts, the one definition of its fields) or empty.
 * "Empty" is null: the clear-state action of docs/sessions-and-storage.md "Clearing the state": "empties the result".
 */
export const StoredApplicationResultSchema = v.nullable(ApplicationResultSchema);
export type StoredApplicationResult = v.InferOutput<typeof StoredApplicationResultSchema>;

/** The empty result (defined in domain/lead/emptyApplicationResult.ts). */
export { EMPTY_APPLICATION_RESULT } from './emptyApplicationResult';
