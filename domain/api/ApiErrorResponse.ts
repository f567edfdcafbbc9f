import * as v from 'valibot';

/**
 * Every non-field error of the API is JSON of this shape (never HTML, never a 5xx for bad input):
 * 400 MalformedJson / InvalidIdempotencyKey / BadRequest, 401 LeadCredentialRequired (a lead read or changed without the
 * credential cookie of its browser session), 403 LeadCredentialMismatch (another lead's credential), 404 NotFound / LeadNotFound, 405 MethodNotAllowed,
 * 409 IdempotencyKeyInUse (same key still in flight) / StepNotPending (a step the lead's state does not take, by the
 * transition table of domain/transitions/transitions.ts) / ApplicationDecided (the same for a decided lead), both shaped as
 * StepNotPendingResponse.ts, 413 PayloadTooLarge (body over 64 KB),
 * 415 UnsupportedMediaType, 500 InternalError (a bug). 422 IdempotencyKeyReused comes only from other backends: the
 * reference server replays a reused key's original lead whatever the body.
 */
export const API_ERROR_CODES = [
  'MalformedJson',
  'InvalidIdempotencyKey',
  'BadRequest',
  'NotFound',
  'LeadNotFound',
  'MethodNotAllowed',
  'IdempotencyKeyInUse',
  'IdempotencyKeyReused',
  'ApplicationDecided',
  'StepNotPending',
  'LeadCredentialRequired',
  'LeadCredentialMismatch',
  'PayloadTooLarge',
  'UnsupportedMediaType',
  'InternalError',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export const ApiErrorResponseSchema = v.object({
  error: v.object({ code: v.string(), message: v.string() }),
});
export type ApiErrorResponse = v.InferOutput<typeof ApiErrorResponseSchema>;

/** Largest request body the API accepts, in bytes (64 KB). */
export const MAX_BODY_BYTES = 64 * 1024;
