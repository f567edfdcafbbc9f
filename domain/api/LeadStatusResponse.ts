import * as v from 'valibot';
import { ApplicationResultSchema } from '../lead/ApplicationResult';
import { ProgressStateSchema } from '../lead/ProgressState';

/** Answer of `GET /lead/status/{id}` (docs/product.md "Calls"); the checking screen polls it. 404 for an unknown id. */
export const LeadStatusResponseSchema = v.object({
  id: v.string(),
  progressState: ProgressStateSchema,
  application: ApplicationResultSchema,
});
export type LeadStatusResponse = v.InferOutput<typeof LeadStatusResponseSchema>;
