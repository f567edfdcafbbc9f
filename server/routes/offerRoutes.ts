import { randomBytes, scryptSync } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { LEAD_STEP_PATHS, OFFER_STEPS, OfferStepRequestSchema } from '../../domain/api/OfferStepRequest';
import { checkOfferStep } from '../../domain/offer/checkOfferStep';
import type { OfferReferenceData } from '../../domain/offer/OfferScreenDefinition';
import { offerScreenForCall } from '../../domain/offer/offerScreenDefinitions';
import { VEHICLE_MODELS } from '../data/vehicleModels';
import { EarlyResponse, fieldErrors, leadNotFound } from '../http/apiResponses';
import { refuseWithoutCredential } from '../http/leadCredential';
import { parseJsonBody } from '../http/readJsonBody';
import { toLeadResponse } from '../leads/LeadRecord';
import { LeadRepository } from '../leads/LeadRepository';
import { applyOutcome } from '../leads/leadOutcome';
import { decide } from '../decision/decide';
import { PRE_OFFER_STATES } from '../../domain/state/offerStates';
import type { ServerContext } from '../ServerContext';
import { calendarDateOf } from '../validation/validateLeadAnswers';
import { POLICIES } from './contentRoutes';

/** scrypt with a per-password salt; the password itself is never stored. */
const hashPassword = (password: string): string => {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('base64')}$${scryptSync(password, salt, 32).toString('base64')}`;
};

/** The reference data the offer screens' options come from: the API's own vehicle models and policies. */
const REFERENCE_DATA: OfferReferenceData = { vehicles: { makes: VEHICLE_MODELS }, policies: POLICIES.policies };

/** Keys no stored object may carry: they name the prototype chain, not data (issue 15 item 0). */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** The dotted path of the first prototype key in `value`, or null (bodies are at most MAX_BODY_DEPTH deep, readJsonBody). */
function prototypeKeyIn(value: unknown, path = ''): string | null {
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (PROTOTYPE_KEYS.has(key)) return at;
    const found = prototypeKeyIn(item, at);
    if (found) return found;
  }
  return null;
}

/**
 * Offer-stage calls (spec §7: /lead/offer/{step} and the other /lead/{path} steps). A step with a screen definition
 * (domain/offer) takes only that screen's fields, checked by its rules (422 with every field error); the screen is the
 * one of the lead's progress state where two share a call. Other steps' data is stored as sent, but never a prototype
 * key. A lead waiting in an offer-stage state then moves to what the decision set to follow (by default accepted).
 */
export function offerRoutes(ctx: ServerContext): Hono {
  const app = new Hono();
  const product = ctx.brand.product;

  const handle = (step: string) => async (c: Context) => {
    const parsed = await parseJsonBody(c, OfferStepRequestSchema);
    if (!parsed.ok) return parsed.response;
    const { id, product: _product, ...data } = parsed.value;
    const refused = await refuseWithoutCredential(c, ctx, id);
    if (refused) return refused;
    let stored: Readonly<Record<string, unknown>> = data;
    const prototypeKey = prototypeKeyIn(data);
    if (prototypeKey) return fieldErrors(c, [{ field: prototypeKey, code: 'UnknownField', message: `${prototypeKey} is not accepted` }]);
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
        const screen = offerScreenForCall(step.replace(/^offer\//, ''), found.progressState);
        if (screen) {
          const checked = checkOfferStep(screen, stored, { country: ctx.brand.country, today: calendarDateOf(now), referenceData: REFERENCE_DATA, onFile: found.data });
          if (!checked.ok) throw new EarlyResponse(fieldErrors(c, [...checked.error.errors]));
          stored = checked.value;
        }
        await LeadRepository.insertStep(tx, found.id, step, stored, now);
        if (step === 'customer/password' && typeof data.password === 'string') {
          await tx.query(
            `INSERT INTO customer_passwords (lead_id, password_hash, updated_at) VALUES ($1, $2, $3)
             ON CONFLICT (lead_id) DO UPDATE SET password_hash = EXCLUDED.password_hash, updated_at = EXCLUDED.updated_at`,
            [found.id, hashPassword(data.password), now],
          );
        }
        // A pre-offer screen (employment details, 8) answered: the application is decided now, by the credit policy
        // (a test identity forced the state, so it does not force the decision again).
        const preOfferDone = screen !== undefined && found.application.status === 'in-progress' && found.progressState === screen.state && PRE_OFFER_STATES.has(screen.state);
        const next = preOfferDone
          ? applyOutcome(found, decide(found.data, { leadId: found.id, brand: ctx.brand, config: { ...ctx.decision, testIdentities: false }, today: now }))
          : found.application.status === 'offer-stage' && found.pending
            ? applyOutcome(found, found.pending)
            : found;
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
