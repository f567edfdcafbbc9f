import * as v from 'valibot';

/**
 * The 409 of a step the lead's state does not take (the transition table, domain/transitions/transitions.ts): code
 * `StepNotPending`, or `ApplicationDecided` once the lead is decided, with the route of the step the lead waits for
 * (its result once decided) and its progress state, so the funnel can take the applicant there
 * (docs/states-and-routes.md). The ApiErrorResponse shape, with two more fields.
 */
export const StepNotPendingResponseSchema = v.object({
  error: v.object({
    code: v.picklist(['StepNotPending', 'ApplicationDecided']),
    message: v.string(),
    pendingRoute: v.nullable(v.pipe(v.string(), v.maxLength(128))),
    progressState: v.pipe(v.number(), v.integer()),
  }),
});
export type StepNotPendingResponse = v.InferOutput<typeof StepNotPendingResponseSchema>;
