import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { LeadCredentials } from '../leads/LeadCredentials';
import type { ServerContext } from '../ServerContext';
import { LeadRepository } from '../leads/LeadRepository';
import { apiError, leadNotFound } from './apiResponses';

/** The cookie that carries a lead's credential (httpOnly: page scripts, and so injected ones, never read it). */
export const LEAD_SESSION_COOKIE = 'lead_session';

/** How a request stands against a lead: its credential, none (or an unknown/expired one), or another lead's. */
export type CredentialCheck = 'granted' | 'missing' | 'otherLead';

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

/** How the request's `lead_session` cookie stands against `leadId`. */
export async function checkLeadCredential(c: Context, ctx: ServerContext, leadId: string): Promise<CredentialCheck> {
  const token = leadSessionToken(c);
  if (token === null) return 'missing';
  const opens = await LeadCredentials.leadOf(ctx.db, token, ctx.now());
  if (opens === null) return 'missing';
  return opens === leadId ? 'granted' : 'otherLead';
}

/**
 * The one guard of every read or write of a lead by id (issue 15 item 0 "a lead id is not a key"): null when the
 * request carries that lead's credential, else the JSON answer to send: 404 `LeadNotFound` for an unknown or expired
 * lead (as before: the id is random, its existence tells nothing), 401 `LeadCredentialRequired` without a credential
 * (or with an unknown or expired one), 403 `LeadCredentialMismatch` with another lead's. Routes call it in one line:
 * `const refused = await refuseWithoutCredential(c, ctx, id); if (refused) return refused;`
 */
export async function refuseWithoutCredential(c: Context, ctx: ServerContext, leadId: string): Promise<Response | null> {
  const check = await checkLeadCredential(c, ctx, leadId);
  if (check === 'granted') return null;
  if (!(await LeadRepository.find(ctx.db, leadId, ctx.brand.product, ctx.now()))) return leadNotFound(c);
  if (check === 'missing') return apiError(c, 401, 'LeadCredentialRequired', 'This lead can be read or changed only from the browser session that holds it');
  return apiError(c, 403, 'LeadCredentialMismatch', 'The credential of this browser session opens another lead');
}
