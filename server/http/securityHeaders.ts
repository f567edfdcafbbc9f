import type { MiddlewareHandler } from 'hono';

/** One year, in seconds. */
const HSTS_MAX_AGE_SECONDS = 31_536_000;

/** True when the client reached us over https, directly or through a proxy that says so (X-Forwarded-Proto). */
export function isHttps(url: string, forwardedProto: string | undefined): boolean {
  const proto = forwardedProto?.split(',')[0]?.trim().toLowerCase();
  return proto === 'https' || url.startsWith('https:');
}

/**
 * Headers on every answer (tracking-privacy-security.md §3 "Headers"): nosniff, strict-origin-when-cross-origin,
 * HSTS when served over https, and `fallbackCsp` unless the handler set a policy of its own (pages set one with a nonce).
 */
export function securityHeaders(fallbackCsp: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (isHttps(c.req.url, c.req.header('X-Forwarded-Proto'))) {
      c.res.headers.set('Strict-Transport-Security', `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`);
    }
    if (!c.res.headers.has('Content-Security-Policy')) c.res.headers.set('Content-Security-Policy', fallbackCsp);
  };
}
