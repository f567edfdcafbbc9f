import * as v from 'valibot';
import { ApplicationResultSchema } from '../lead/ApplicationResult';
import { ProgressStateSchema } from '../lead/ProgressState';

/**
 * Answer of `POST /v2/lead` (201; a replay under the same Idempotency-Key answers the same status and body) and of
 * `PUT /v3/lead` (200), of the offer-stage calls and of skip / continue-selling. The funnel stores `id` (docs/sessions-and-storage.md "Persistence": "A successful lead creation stores the returned id") and follows `progressState` (docs/states-and-routes.md "Redirect on progress change"). `sessionId` echoes the lead's session; `expiresAt` is an ISO instant after which stored answers are stale.
 */
export const LeadResponseSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  progressState: ProgressStateSchema,
  /** Positive while the lead is usable (docs/sessions-and-storage.md "Stale data": leadStatus not positive → stale). */
  leadStatus: v.number(),
  sessionId: v.optional(v.nullable(v.string())),
  expiresAt: v.optional(v.nullable(v.string())),
  application: ApplicationResultSchema,
});
export type LeadResponse = v.InferOutput<typeof LeadResponseSchema>;
