import * as v from 'valibot';

/** Where a resume code goes: the mobile on file, else the e-mail address on file. */
export const ResumeChannelSchema = v.picklist(['sms', 'email']);
export type ResumeChannel = v.InferOutput<typeof ResumeChannelSchema>;

/**
 * What a `/continue` answer carries instead of the applicant's data when the browser holds no credential of the lead
 * (issue 15 item 2): the channel and the masked target a one-time code can be sent to ("+34 6•• ••• •78",
 * "a•••@example.com"), never the number or address itself.
 */
export const ProofRequiredSchema = v.object({
  channel: ResumeChannelSchema,
  maskedTarget: v.pipe(v.string(), v.maxLength(320)),
});
export type ProofRequired = v.InferOutput<typeof ProofRequiredSchema>;

/**
 * Answer of `POST /v3/lead/{id}/resume-code`: a one-time code was sent to the masked target. Refusals are 422 field
 * errors on `code`: `ResendTooSoon` (`params.retryAfterSeconds`: the 30 s cooldown or 5 codes an hour) and
 * `TooManyAttempts` while the lead is locked after too many wrong codes (the lock's time left); the same limits as
 * the mobile code (server/leads/mobileCodePolicy.ts). 404 for an unknown or expired lead.
 */
export const ResumeCodeResponseSchema = v.object({
  id: v.string(),
  channel: ResumeChannelSchema,
  maskedTarget: v.pipe(v.string(), v.maxLength(320)),
  /** Seconds before another code may be asked for. */
  nextResendInSeconds: v.number(),
});
export type ResumeCodeResponse = v.InferOutput<typeof ResumeCodeResponseSchema>;

/**
 * Body of `POST /v3/lead/{id}/resume-code/verify`. The right code sets the lead's credential cookie (the browser may
 * then resume as the one that created the lead) and spends the code; refusals are 422 on `code`: `WrongCode`
 * (`params.attemptsLeft`) and `TooManyAttempts` (`params.retryAfterSeconds`; 0: ask for a new code now).
 */
export const VerifyResumeCodeRequestSchema = v.object({
  code: v.pipe(v.string(), v.regex(/^\d{4,8}$/)),
});
export type VerifyResumeCodeRequest = v.InferOutput<typeof VerifyResumeCodeRequestSchema>;

/** Answer of a verified resume code. */
export const VerifyResumeCodeResponseSchema = v.object({
  id: v.string(),
  verified: v.literal(true),
});
export type VerifyResumeCodeResponse = v.InferOutput<typeof VerifyResumeCodeResponseSchema>;
