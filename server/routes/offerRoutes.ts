import { randomBytes, scryptSync } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { LEAD_STEP_PATHS, OFFER_STEPS, OfferStepRequestSchema } from '../../domain/api/OfferStepRequest';
import { EarlyResponse, fieldErrors, leadNotFound } from '../http/apiResponses';
import { refuseWithoutCredential } from '../http/leadCredential';
import { parseJsonBody } from '../http/readJsonBody';
import { toLeadResponse } from '../leads/LeadRecord';
import { LeadRepository } from '../leads/LeadRepository';
import { applyOutcome } from '../leads/leadOutcome';
import type { ServerContext } from '../ServerContext';

/** scrypt with a per-password salt; the password itself is never stored. */
const hashPassword = (password: string): string => {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('base64')}$${scryptSync(password, salt, 32).toString('base64')}`;
};

/**
 * Offer-stage calls (spec §7: /lead/offer/{step} and the other /lead/{path} steps): the step's data is stored
 * verbatim; a lead waiting in an offer-stage state moves to what the decision set to follow (by default accepted).
 */
export function offerRoutes(ctx: ServerContext): Hono {
  const app = new Hono();
  const product = ctx.brand.product;

  const handle = (step: string) => async (c: Context) => {
    const parsed = await parseJsonBody(c, OfferStepRequestSchema);
    if (!parsed.ok) return parsed.response;
    const { id, product: _product, ...data } = parsed.value;
    const refused = await refuseWithoutCredential(c, ctx, id); if (refused) return refused;
    let stored: Record<string, unknown> = data;
    if (step === 'customer/password') {
      const password = data.password;
      if (typeof password !== 'string' || password.length < 8 || password.length > 128) {
        return fieldErrors(c, [{ field: 'password', code: typeof password === 'string' ? 'InvalidFormat' : 'Required', message: 'A password of 8–128 characters is required', params: { min: 8, max: 128 } }]);
      }
      stored = {};
    }
    try {
      const lead = await ctx.db.transaction(async (tx) => {
        const found = await LeadRepository.find(tx, id, product, ctx.now(), true);
        if (!found) throw new EarlyResponse(leadNotFound(c));
        const now = ctx.now();
        await LeadRepository.insertStep(tx, found.id, step, stored, now);
        if (step === 'customer/password' && typeof data.password === 'string') {
          await tx.query(
            `INSERT INTO customer_passwords (lead_id, password_hash, updated_at) VALUES ($1, $2, $3)
             ON CONFLICT (lead_id) DO UPDATE SET password_hash = EXCLUDED.password_hash, updated_at = EXCLUDED.updated_at`,
            [found.id, hashPassword(data.password), now],
          );
        }
        const next = found.application.status === 'offer-stage' && found.pending ? applyOutcome(found, found.pending) : found;
        if (next !== found) await LeadRepository.save(tx, next, now);
        return next;
      });
      return c.json(toLeadResponse(lead));
    } catch (error) {
      if (error instanceof EarlyResponse) return error.response;
      throw error;
    }
  };

  for (const step of OFFER_STEPS) {
    app.post(`/lead/offer/${step}`, handle(`offer/${step}`));
    app.put(`/lead/offer/${step}`, handle(`offer/${step}`));
  }
  for (const path of LEAD_STEP_PATHS) {
    app.post(`/lead/${path}`, handle(path));
    app.put(`/lead/${path}`, handle(path));
  }
  return app;
}
