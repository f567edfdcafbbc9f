import type { MiddlewareHandler } from 'hono';
import { apiError } from './apiResponses';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_MEDIA_TYPE = /^application\/json\s*(?:;|$)/i;

/** Whether the request carries a body: a Content-Length above 0 or a chunked (Transfer-Encoding) body. */
function hasBody(headers: { get(name: string): string | undefined }): boolean {
  const length = headers.get('content-length');
  if (length !== undefined && length.trim() !== '' && length.trim() !== '0') return true;
  return headers.get('transfer-encoding') !== undefined;
}

/**
 * The API accepts JSON only: a state-changing request that declares any Content-Type but `application/json` (a
 * form's `text/plain` or url-encoded body, sent cross-site without a preflight), or sends a body with no Content-Type,
 * is answered 415 UnsupportedMediaType. A body-less request without Content-Type (skip, redirect) is let through:
 * it carries nothing to parse, and the Origin check decides whether it may act.
 */
export function jsonOnly(): MiddlewareHandler {
  return async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method)) return next();
    const contentType = c.req.header('content-type');
    const refused = contentType === undefined ? hasBody({ get: (name) => c.req.header(name) }) : !JSON_MEDIA_TYPE.test(contentType.trim());
    if (refused) return apiError(c, 415, 'UnsupportedMediaType', 'The API accepts application/json bodies only');
    return next();
  };
}
