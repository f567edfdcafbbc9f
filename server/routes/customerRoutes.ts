import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { AffiliateEventRequestSchema, CustomerConsentsSchema } from '../../domain/api/CustomerContract';
import { apiError, fieldErrors } from '../http/apiResponses';
import { leadRoute } from '../http/leadGuard';
import { parseJsonBody } from '../http/readJsonBody';
import { LeadRepository } from '../leads/LeadRepository';
import { isEmailAddress } from '../lookups/validateEmail';
import type { ServerContext } from '../ServerContext';

/**
 * Customer consents (behind the lead guard, server/http/leadGuard.ts), unsubscribe and affiliate events. Unsubscribe
 * and affiliate events name no lead: they are open (docs/states-and-routes.md "Open routes").
 */
export function customerRoutes(ctx: ServerContext): Hono {
  const app = new Hono();
  const product = ctx.brand.product;

  app.get(
    '/customer/:id/consents',
    leadRoute(ctx, { action: 'readConsents', idIn: 'path' }, async (c, { lead }) => c.json({ consents: await LeadRepository.listConsents(ctx.db, lead.id) })),
  );
  // A consent may be given or withdrawn at any state (the transition table): it changes no answer and no state.
  app.post(
    '/customer/:id/consents',
    leadRoute(ctx, { action: 'saveConsents', idIn: 'path' }, async (c, { lead }) => {
      const parsed = await parseJsonBody(c, CustomerConsentsSchema);
      if (!parsed.ok) return parsed.response;
      await LeadRepository.upsertConsents(ctx.db, lead.id, parsed.value.consents, ctx.now());
      return c.json({ consents: await LeadRepository.listConsents(ctx.db, lead.id) });
    }),
  );

  // POST only: a GET link opened by a mail scanner must not unsubscribe anyone.
  app.post('/customer/email/unsubscribe', async (c) => {
    const email = (c.req.query('email') ?? '').trim();
    if (!isEmailAddress(email)) return fieldErrors(c, [{ field: 'email', code: email ? 'InvalidFormat' : 'Required', message: 'Not an email address' }]);
    await ctx.db.query(`INSERT INTO unsubscribes (email, product, created_at) VALUES ($1, $2, $3) ON CONFLICT (email) DO NOTHING`, [email.toLowerCase(), product, ctx.now()]);
    return c.json({ email, unsubscribed: true as const });
  });
  app.get('/customer/email/unsubscribe', (c) => apiError(c, 405, 'MethodNotAllowed', 'Use POST'));

  app.post('/affiliate/event', async (c) => {
    const parsed = await parseJsonBody(c, AffiliateEventRequestSchema);
    if (!parsed.ok) return parsed.response;
    if (parsed.value.product !== product) return fieldErrors(c, [{ field: 'product', code: 'NotAnOption', message: `This API serves product ${product}` }]);
    const id = randomUUID();
    await ctx.db.query('INSERT INTO affiliate_events (id, product, event, payload, created_at) VALUES ($1, $2, $3, $4::jsonb, $5)', [
      id,
      product,
      parsed.value.event,
      JSON.stringify(parsed.value),
      ctx.now(),
    ]);
    return c.json({ accepted: true as const, id }, 202);
  });
  return app;
}
