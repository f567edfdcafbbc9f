import * as v from 'valibot';
import { ApiErrorResponseSchema } from '../../domain/api/ApiErrorResponse';
import { FieldErrorResponseSchema } from '../../domain/api/FieldErrorResponse';
import { StepNotPendingResponseSchema } from '../../domain/api/StepNotPendingResponse';
import type { Result } from '../../domain/kernel/Result';
import { err, ok } from '../../domain/kernel/Result';
import type { LeadGatewayError } from '../../application/ports/LeadGateway';
import type { HttpReply, TransportFailure } from './sendWithRetry';

const errorCode = (body: unknown): string | undefined => {
  const parsed = v.safeParse(ApiErrorResponseSchema, body);
  return parsed.success ? parsed.output.error.code : undefined;
};

/** 422 answers that are not about a field but about the Idempotency-Key (domain/api/ApiErrorResponse.ts). */
const CONFLICT_CODES = new Set(['IdempotencyKeyReused', 'IdempotencyKeyInUse']);

/**
 * Turns what the transport got into the port's answer: a 2xx body parsed with the call's valibot schema
 * (docs/architecture.md house rule 2 "Parse at the edges"), anything else a `LeadGatewayError`.
 */
export function toGatewayResult<S extends v.GenericSchema>(
  outcome: Result<HttpReply, TransportFailure>,
  schema: S,
): Result<v.InferOutput<S>, LeadGatewayError> {
  if (!outcome.ok) return err(outcome.error);
  const { status, body, malformed } = outcome.value;
  if (status >= 200 && status < 300) {
    if (malformed) return err({ kind: 'MalformedResponse' });
    const parsed = v.safeParse(schema, body);
    return parsed.success ? ok(parsed.output) : err({ kind: 'MalformedResponse' });
  }
  if (status >= 500) return err({ kind: 'Server', status });
  const code = errorCode(body);
  if (status === 404) return err({ kind: 'NotFound' });
  const notPending = v.safeParse(StepNotPendingResponseSchema, body);
  if (status === 409 && notPending.success) {
    const { code: reason, pendingRoute, progressState } = notPending.output.error;
    return err({ kind: 'StepNotPending', code: reason, progressState, ...(pendingRoute === null ? {} : { pendingRoute }) });
  }
  if (status === 409 || (code !== undefined && CONFLICT_CODES.has(code))) {
    return err(code === undefined ? { kind: 'Conflict' } : { kind: 'Conflict', code });
  }
  if (status === 400 || status === 422) {
    const fields = v.safeParse(FieldErrorResponseSchema, body);
    return err({ kind: 'Validation', status, fieldErrors: fields.success ? fields.output.errors : [] });
  }
  if (status >= 400) return err(code === undefined ? { kind: 'Refused', status } : { kind: 'Refused', status, code });
  // 1xx/3xx never reach here through fetch's redirect handling; treat any other status as a contract breach.
  return err({ kind: 'MalformedResponse' });
}
