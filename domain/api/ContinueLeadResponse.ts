import * as v from 'valibot';
import { LeadSchema } from '../lead/LeadSchema';
import { ApplicationResultSchema } from '../lead/ApplicationResult';
import { ProgressStateSchema } from '../lead/ProgressState';
import { ProofRequiredSchema } from './ResumeCodeContract';

/**
 * Answer of `GET /v3/lead/url/{id}/{urlType}[/{refTransactionId}]` and of the older
 * `GET /v2/lead/url/{id}/{urlType}[?refTransactionId=…]` (docs/product.md "Calls"; docs/states-and-routes.md "Routes": route /continue/:id).
 * It carries everything the funnel needs to resume: the lead's answers INCLUDING the sensitive ones (national id,
 * IBAN, id-card number), which the funnel never keeps in browser storage and restores from here
 * (docs/sessions-and-storage.md "What is never stored"); the progress state; the session id to reuse; the result.
 * `lead` parses with LeadSchema (`lead.id` is set). 404 for an unknown id.
 * Only a browser holding the lead's credential (the `lead_session` cookie of create or of a verified resume code)
 * gets the answers; any other gets `proofRequired` with `lead` reduced to `{ id }`, `sessionId` null, progress state
 * 14 and status `in-progress` as placeholders (issue 15 item 2): nothing personal until a one-time code is verified.
 */
export const ContinueLeadResponseSchema = v.object({
  id: v.string(),
  urlType: v.string(),
  progressState: ProgressStateSchema,
  sessionId: v.nullable(v.string()),
  lead: LeadSchema,
  application: ApplicationResultSchema,
  /** The affiliate transaction id the link was opened with, echoed when present. */
  refTransactionId: v.optional(v.string()),
  /** Present when this browser must prove who the applicant is first (POST /v3/lead/{id}/resume-code). */
  proofRequired: v.optional(ProofRequiredSchema),
});
export type ContinueLeadResponse = v.InferOutput<typeof ContinueLeadResponseSchema>;

/** Shape of a `urlType` path segment (e.g. `email`, `sms`, `continue`). */
export const UrlTypeSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,32}$/));
