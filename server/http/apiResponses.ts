import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorCode } from '../../domain/api/ApiErrorResponse';
import type { FieldError } from '../../domain/api/FieldErrorResponse';

/** A non-field error as JSON (domain/api/ApiErrorResponse.ts). */
export const apiError = (c: Context, status: ContentfulStatusCode, code: ApiErrorCode | 'NotRedirected' | 'ForbiddenOrigin', message: string): Response =>
  c.json({ error: { code, message } }, status);

/** HTTP 422 with every invalid field (domain/api/FieldErrorResponse.ts). */
export const fieldErrors = (c: Context, errors: readonly FieldError[]): Response => c.json({ errors }, 422);

/** 404 for an id that names no lead of this product. */
export const leadNotFound = (c: Context): Response => apiError(c, 404, 'LeadNotFound', 'No lead with this id');

/** Thrown inside a transaction to roll it back and answer with `response` instead. */
export class EarlyResponse extends Error {
  constructor(readonly response: Response) {
    super('early response');
  }
}
