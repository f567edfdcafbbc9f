import type { MiddlewareHandler } from 'hono';
import { peerAddress } from './clientAddress';

/** One year, in seconds. */
const HSTS_MAX_AGE_SECONDS = 31_536_000;

/**
 * True when the client reached us over https: directly, or through a proxy that says so in X-Forwarded-Proto, believed
 * only when the TCP peer is one of `trustedProxies` (anyone can send the header; issue 15 "HSTS only from a configured
 * trusted proxy", docs/security-and-reliability.md "Headers").
 */
export function isHttps(url: string, forwardedProto: string | undefined, peer: string | undefined, trustedProxies: ReadonlySet<string>): boolean {
  if (url.startsWith('https:')) return true;
  if (peer === undefined || !trustedProxies.has(peer)) return false;
  return forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/**
 * Headers on every answer (docs/security-and-reliability.md "Headers"): nosniff, strict-origin-when-cross-origin,
 * HSTS when served over https, and `fallbackCsp` unless the handler set a policy of its own (pages set one with a nonce).
 */
export function securityHeaders(fallbackCsp: string, trustedProxies: readonly string[] = []): MiddlewareHandler {
  const trusted = new Set(trustedProxies);
  return async (c, next) => {
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (isHttps(c.req.url, c.req.header('X-Forwarded-Proto'), peerAddress(c), trusted)) {
      c.res.headers.set('Strict-Transport-Security', `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`);
    }
    if (!c.res.headers.has('Content-Security-Policy')) c.res.headers.set('Content-Security-Policy', fallbackCsp);
  };
}
