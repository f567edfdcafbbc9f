import * as v from 'valibot';
import { ProgressStateSchema } from './ProgressState';

const leadId = v.pipe(v.string(), v.minLength(1), v.maxLength(64));

/**
 * Body of `POST /v2/customer/mobile/verify` and `POST /lead/mobile/verification` (spec §7 "Mobile"). A wrong code
 * answers 422 `{ errors: [{ field: 'code', code: 'WrongCode' }] }`; after 5 wrong codes `TooManyAttempts` until a
 * resend. Success answers LeadResponse (progress moves past mobile verification).
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
