import * as v from 'valibot';
import { ProgressStateSchema } from '../lead/ProgressState';

const leadId = v.pipe(v.string(), v.minLength(1), v.maxLength(64));

/**
 * Body of `POST /v2/customer/mobile/verify` and `POST /lead/mobile/verification` (docs/product.md "Calls"). Success answers
 * LeadResponse (progress moves past mobile verification). Refusals are 422 field errors on `code`:
 * - `WrongCode` with `params.attemptsLeft` (wrong codes left before a refusal);
 * - `TooManyAttempts` with `params.retryAfterSeconds` (and the `Retry-After` header when above 0) and `params.reason`:
 *   `spent` when the code took 5 wrong codes (0: ask for a new one now, else when a resend is allowed), `locked` when
 *   the lead took 10 wrong codes across resends (the lock's time left; resends are refused meanwhile).
 * Resend and change of number answer `ResendTooSoon` with `params.retryAfterSeconds` within the 30 s cooldown
 * (resend only) or past 5 codes an hour, and `TooManyAttempts` while the lead is locked.
 */
export const VerifyMobileRequestSchema = v.object({
  id: leadId,
  code: v.pipe(v.string(), v.regex(/^\d{4,8}$/)),
});
export type VerifyMobileRequest = v.InferOutput<typeof VerifyMobileRequestSchema>;

/** Body of `POST /v2/customer/mobile/resend-code`. */
export const ResendCodeRequestSchema = v.object({ id: leadId });
export type ResendCodeRequest = v.InferOutput<typeof ResendCodeRequestSchema>;

/** Answer of resend-code: the masked number the code went to and how many codes were sent in total. */
export const ResendCodeResponseSchema = v.object({
  id: v.string(),
  sent: v.boolean(),
  /** The phone number with all but the last 3 digits masked, e.g. `+34******678`. */
  maskedPhoneNumber: v.string(),
  sentCount: v.number(),
  progressState: ProgressStateSchema,
  /** Seconds before another code may be asked for (the resend cooldown); absent from backends without one. */
  nextResendInSeconds: v.optional(v.number()),
});
export type ResendCodeResponse = v.InferOutput<typeof ResendCodeResponseSchema>;

/**
 * Body of `POST /v2/customer/mobile` (change number, state 15): stores the new number on the lead
 * (`contactDetails.phoneNumber`), sends a new code and answers LeadResponse back at mobile verification (7).
 */
export const ChangeMobileRequestSchema = v.object({
  id: leadId,
  phoneNumber: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
});
export type ChangeMobileRequest = v.InferOutput<typeof ChangeMobileRequestSchema>;

/** The `params` of a mobile-code refusal (field `code`): how many wrong codes are left, or how long to wait. */
export interface MobileCodeRefusalParams {
  readonly attemptsLeft?: number;
  readonly retryAfterSeconds?: number;
  readonly reason?: 'spent' | 'locked';
}
