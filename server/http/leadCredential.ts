import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { LeadCredentials } from '../leads/LeadCredentials';
import type { ServerContext } from '../ServerContext';

/** The cookie that carries a lead's credential (httpOnly: page scripts, and so injected ones, never read it). */
export const LEAD_SESSION_COOKIE = 'lead_session';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether the cookie must be `Secure`: always, except plain http on a loopback host (tests and local demos, where
 * browsers keep no Secure cookie over http). A deployment behind a TLS proxy is not loopback, so it gets Secure.
 */
export function needsSecureCookie(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'https:' || !LOOPBACK_HOSTS.has(hostname);
}

/**
 * Issues a credential for `leadId` and sets it as the `lead_session` cookie: httpOnly, SameSite=Strict, path the API
 * base, expiring with the lead (issue 15 item 0). One browser holds one lead's credential at a time.
 */
export async function grantLeadCredential(c: Context, ctx: ServerContext, leadId: string, expiresAt: Date): Promise<void> {
  setLeadCredentialCookie(c, ctx, await LeadCredentials.issue(ctx.db, leadId, expiresAt, ctx.now()), expiresAt);
}

/**
 * Sets `token` (already stored, hashed, for its lead, e.g. by the create statement) as the `lead_session` cookie, with
 * the attributes of grantLeadCredential.
 */
export function setLeadCredentialCookie(c: Context, ctx: ServerContext, token: string, expiresAt: Date): void {
  setCookie(c, LEAD_SESSION_COOKIE, token, {
    httpOnly: true,
    secure: needsSecureCookie(c.req.url),
    sameSite: 'Strict',
    path: ctx.apiBase || '/',
    expires: expiresAt,
  });
}

/** The request's `lead_session` token, or null when it has none (or one longer than any token the server issues). */
export function leadSessionToken(c: Context): string | null {
  const token = getCookie(c, LEAD_SESSION_COOKIE);
  return !token || token.length > 128 ? null : token;
}
