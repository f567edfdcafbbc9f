import * as v from 'valibot';

/**
 * Codes a field error may carry: every `ValidationErrorKind` of domain/validation (so the ui maps each to
 * `validation>{code}`), plus the API-only codes below.
 */
export const API_FIELD_ERROR_CODES = [
  /** The value has the wrong JSON type (e.g. a number where a string is expected). */
  'InvalidType',
  /** A required field of the request is missing. */
  'Required',
  /** A mobile verification code does not match. */
  'WrongCode',
  /** Too many wrong verification codes: `params.retryAfterSeconds` says when to try again (0: ask for a new code now). */
  'TooManyAttempts',
  /** A new verification code cannot be sent yet (resend cooldown or hourly cap): `params.retryAfterSeconds`. */
  'ResendTooSoon',
] as const;

/**
 * One field error. `field` is the dotted lead path (`contactDetails.email`, `amount`, `personalDetails.dateOfBirth`)
 * so the funnel attaches it to the page that holds the field (docs/product.md "The form flow": "Server field errors are attached to the page
 * that holds the field"). For non-lead bodies it is the body's own dotted path (`code`, `phoneNumber`).
 * `message` is English, for logs only; the ui translates `code` (server messages are never shown, docs/product.md "Error catalogue").
 */
export const FieldErrorSchema = v.object({
  field: v.string(),
  code: v.string(),
  message: v.string(),
  params: v.optional(v.record(v.string(), v.union([v.string(), v.number()]))),
});
export type FieldError = v.InferOutput<typeof FieldErrorSchema>;

/** HTTP 422 body: every invalid field at once. */
export const FieldErrorResponseSchema = v.object({ errors: v.array(FieldErrorSchema) });
export type FieldErrorResponse = v.InferOutput<typeof FieldErrorResponseSchema>;
