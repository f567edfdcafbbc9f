import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { BankAuthorizeRequestSchema, bankConnectionForState, type BankAuthorizeResponse } from '../../domain/offer/bank/bankConnections';
import { apiError, fieldErrors } from '../http/apiResponses';
import { isAllowedOrigin } from '../http/originCheck';
import { parseJsonBody } from '../http/readJsonBody';
import { toLeadResponse } from '../leads/LeadRecord';
import { LeadRepository } from '../leads/LeadRepository';
import type { Queryable } from '../db/Database';
import type { ServerContext } from '../ServerContext';
import { leadRoute, lockedLead } from '../http/leadGuard';
import { advance, inTransaction, saveAdvanced } from './offerStageLead';

/** The reference provider's sessions, kept as lead steps (no table of their own: the reference server's bookkeeping). */
const AUTHORIZE_STEP = 'bank/authorize';
const APPROVED_STEP = 'bank/approved';
const EXCHANGED_STEP = 'bank/exchanged';
/** An unguessable token: 24 random bytes, URL-safe. */
const token = (): string => randomBytes(24).toString('base64url');
const TOKEN = /^[A-Za-z0-9_-]{8,128}$/;

interface BankSession {
  readonly leadId: string;
  readonly state: string;
  readonly provider: string;
  readonly returnTo: string;
}

async function sessionOf(q: Queryable, state: string): Promise<BankSession | null> {
  if (!TOKEN.test(state)) return null;
  const rows = await q.query('SELECT lead_id, data FROM lead_steps WHERE step = $1 AND data->>\'state\' = $2', [AUTHORIZE_STEP, state]);
  const row = rows[0];
  if (!row) return null;
  const data = row.data as { state: string; provider: string; returnTo: string };
  return { leadId: row.lead_id as string, state: data.state, provider: data.provider, returnTo: data.returnTo };
}

const withQuery = (url: string, params: Record<string, string>): string => {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.toString();
};

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const ExchangeSchema = v.looseObject({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  state: v.pipe(v.string(), v.regex(TOKEN)),
  code: v.pipe(v.string(), v.regex(TOKEN)),
});

/**
 * Bank-account connection (docs/states-and-routes.md "Application states": states 9, 17, 18, 19; docs/product.md "Calls": /lead/account; issue 12) with a REFERENCE open-banking
 * provider that plays the real one's redirect and callback, so the funnel's screens run on a fresh machine:
 * 1. `POST /lead/bank/authorize` `{ id, returnTo }`: for a lead at a bank state (the lead guard, server/http/leadGuard.ts, refuses any other), answers the provider's authorize URL
 *    (`returnTo` must be on the asking page's own origin: no open redirect).
 * 2. `GET /reference-bank/authorize?state=…`: the provider's consent page, with Approve and Fail links.
 * 3. `GET /reference-bank/approve|fail?state=…`: back to `returnTo` with `code` and `state`, or `error=access_denied`.
 * 4. `POST /lead/account` `{ id, state, code }`: the code is exchanged once, the connection recorded and the lead moves
 *    on as its decision said. A lead at another state is refused by the guard (409).
 * The provider's pages are named by an unguessable `state` token, not by a lead id: they are open.
 */
export function bankRoutes(ctx: ServerContext): Hono {
  const app = new Hono();

  app.post(
    '/lead/bank/authorize',
    leadRoute(ctx, { action: 'bankAuthorize', idIn: 'body' }, async (c, { lead, action }) => {
      const parsed = await parseJsonBody(c, BankAuthorizeRequestSchema);
      if (!parsed.ok) return parsed.response;
      const { returnTo } = parsed.value;
      const returnOrigin = new URL(returnTo).origin;
      const asking = c.req.header('origin');
      const host = c.req.header('host') ?? new URL(c.req.url).host;
      if (!(asking === returnOrigin || isAllowedOrigin(returnOrigin, host, []))) {
        return fieldErrors(c, [{ field: 'returnTo', code: 'NotAnOption', message: 'returnTo must be on the funnel\'s own origin' }]);
      }
      return inTransaction(ctx, async (tx) => {
        const locked = await lockedLead(ctx, tx, c, lead.id, action);
        // The table lets only a bank state authorise, so the state names its provider.
        const connection = bankConnectionForState(locked.progressState);
        if (!connection) return fieldErrors(c, [{ field: 'id', code: 'NotAnOption', message: 'The lead is not waiting for a bank connection' }]);
        const state = token();
        await LeadRepository.insertStep(tx, locked.id, AUTHORIZE_STEP, { state, provider: connection.provider, returnTo }, ctx.now());
        const answer: BankAuthorizeResponse = {
          authorizeUrl: new URL(`${ctx.apiBase}/reference-bank/authorize?state=${state}`, c.req.url).toString(),
          provider: connection.provider,
        };
        return c.json(answer);
      });
    }),
  );

  const page = (c: Context, title: string, body: string, status: 200 | 404 = 200) =>
    c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`, status);

  app.get('/reference-bank/authorize', async (c) => {
    const session = await sessionOf(ctx.db, c.req.query('state') ?? '');
    if (!session) return page(c, 'Unknown or expired request', '<p>Go back to the application and start the bank connection again.</p>', 404);
    const state = encodeURIComponent(session.state);
    return page(
      c,
      `Reference bank (${session.provider})`,
      `<p>${escapeHtml(ctx.brand.id)} asks to read your account holder name, IBAN and the last 90 days of transactions, once.</p>` +
        `<p>This is the reference provider of the test server: no real bank is involved.</p>` +
        `<p><a id="approve" href="approve?state=${state}">Approve access</a></p>` +
        `<p><a id="fail" href="fail?state=${state}">Fail (the provider refuses)</a></p>`,
    );
  });

  app.get('/reference-bank/approve', async (c) => {
    const session = await sessionOf(ctx.db, c.req.query('state') ?? '');
    if (!session) return page(c, 'Unknown or expired request', '<p>Go back to the application and start again.</p>', 404);
    const code = token();
    await LeadRepository.insertStep(ctx.db, session.leadId, APPROVED_STEP, { state: session.state, code }, ctx.now());
    return c.redirect(withQuery(session.returnTo, { state: session.state, code }), 303);
  });

  app.get('/reference-bank/fail', async (c) => {
    const session = await sessionOf(ctx.db, c.req.query('state') ?? '');
    if (!session) return page(c, 'Unknown or expired request', '<p>Go back to the application and start again.</p>', 404);
    return c.redirect(withQuery(session.returnTo, { state: session.state, error: 'access_denied' }), 303);
  });

  app.post(
    '/lead/account',
    leadRoute(ctx, { action: 'account', idIn: 'body' }, async (c, { lead, action }) => {
      const parsed = await parseJsonBody(c, ExchangeSchema);
      if (!parsed.ok) return parsed.response;
      const { state, code } = parsed.value;
      return inTransaction(ctx, async (tx) => {
        const locked = await lockedLead(ctx, tx, c, lead.id, action);
        const steps = await LeadRepository.listSteps(tx, locked.id);
        const has = (step: string, match: Record<string, string>) =>
          steps.some((s) => s.step === step && Object.entries(match).every(([key, value]) => (s.data as Record<string, unknown>)[key] === value));
        if (!has(APPROVED_STEP, { state, code }) || has(EXCHANGED_STEP, { state })) {
          return fieldErrors(c, [{ field: 'code', code: 'WrongCode', message: 'The provider code is unknown or already used' }]);
        }
        const session = await sessionOf(tx, state);
        await LeadRepository.insertStep(tx, locked.id, EXCHANGED_STEP, { state }, ctx.now());
        // What the reference provider "read": a masked account, as a real provider's account list would give.
        await LeadRepository.insertStep(tx, locked.id, 'account', { provider: session?.provider ?? 'unknown', account: 'ES** **** **** **** **** 4821' }, ctx.now());
        return c.json(toLeadResponse(await saveAdvanced(ctx, tx, locked, advance(locked, action))));
      });
    }),
  );

  return app;
}
