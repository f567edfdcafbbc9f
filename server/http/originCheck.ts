import type { MiddlewareHandler } from 'hono';
import { apiError } from './apiResponses';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether `origin` (an Origin header) is the server's own (same host as the request's Host, either scheme: a TLS
 * proxy may stand in front) or one of `allowed`. `null` (sandboxed or opaque pages) is never allowed.
 */
export function isAllowedOrigin(origin: string, host: string | undefined, allowed: readonly string[]): boolean {
  if (allowed.includes(origin)) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && host !== undefined && parsed.host === host.toLowerCase();
}

/**
 * A state-changing request whose Origin header names another site is refused 403 `ForbiddenOrigin`, so no page
 * elsewhere can write through the applicant's browser. A request without Origin (server to server, command-line
 * clients, Node fetch in tests) is allowed: a browser always sends Origin on a cross-site POST/PUT/PATCH/DELETE.
 */
export function originCheck(allowedOrigins: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    if (origin === undefined || isAllowedOrigin(origin, c.req.header('host') ?? new URL(c.req.url).host, allowedOrigins)) return next();
    return apiError(c, 403, 'ForbiddenOrigin', 'Requests from this origin are not accepted');
  };
}
