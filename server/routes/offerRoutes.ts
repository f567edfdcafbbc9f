import { randomBytes, scryptSync } from 'node:crypto';
import { Hono } from 'hono';
import { LEAD_STEP_PATHS, OFFER_STEPS, OfferStepRequestSchema, type OfferStageStep } from '../../domain/api/OfferStepRequest';
import { checkOfferStep } from '../../domain/offer/checkOfferStep';
import type { OfferReferenceData } from '../../domain/offer/OfferScreenDefinition';
import { addedScreenProblems } from '../../domain/offer/addedScreenProblems';
import { ADDED_OFFER_SCREENS, offerScreenForCall, SHIPPED_OFFER_SCREENS } from '../../domain/offer/offerScreenDefinitions';
import { VEHICLE_MODELS } from '../data/vehicleModels';
import { fieldErrors } from '../http/apiResponses';
import { leadRoute, lockedLead } from '../http/leadGuard';
import { parseJsonBody } from '../http/readJsonBody';
import { toLeadResponse } from '../leads/LeadRecord';
import { LeadRepository } from '../leads/LeadRepository';
import { decide } from '../decision/decide';
import type { ServerContext } from '../ServerContext';
import { calendarDateOf } from '../validation/validateLeadAnswers';
import { POLICIES } from './contentRoutes';
import { advance, inTransaction, saveAdvanced } from './offerStageLead';
import { PARTNER_CHOICE_STEPS } from './partnerRoutes';

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

/** The steps whose routes are another module's: the document upload and its confirmation, the bank code, partner choices. */
const OWN_ROUTE_STEPS: ReadonlySet<string> = new Set<string>(['idUpload', 'documentId', 'account', ...PARTNER_CHOICE_STEPS]);

/** The table's action of an offer-stage path (`offer/policy` → `policy`, `customer/password` → `customer-password`). */
const actionOf = (path: string): OfferStageStep => (path === 'customer/password' ? 'customer-password' : (path.replace(/^offer\//, '') as OfferStageStep));

/**
 * Offer-stage calls (/lead/offer/{step} and the other /lead/{path} steps), behind the lead guard
 * (server/http/leadGuard.ts): a lead takes only the step its state waits for (the transition table). A step with a
 * screen definition (domain/offer) takes only that screen's fields, checked by its rules (422 with every field error);
 * the screen is the one of the lead's state where two share a call. Other steps' data is stored as sent, but never a
 * prototype key. The lead then moves as the table says: the pre-offer employment details (8) are decided now by the
 * credit policy, an offer step leads to what the decision left pending, the id upload's skip to thank you.
 */
export function offerRoutes(ctx: ServerContext): Hono {
  // An added offer screen that clashes with a shipped one, or skips a state number, is a bug of the build: no server.
  const problems = addedScreenProblems(SHIPPED_OFFER_SCREENS, ADDED_OFFER_SCREENS);
  if (problems.length > 0) throw new Error(`Added offer screens: ${problems.join('; ')}`);
  const app = new Hono();

  const handle = (path: string) =>
    leadRoute(ctx, { action: actionOf(path), idIn: 'body' }, async (c, { lead: held, action }) => {
      const parsed = await parseJsonBody(c, OfferStepRequestSchema);
      if (!parsed.ok) return parsed.response;
      const { id: _id, product: _product, ...data } = parsed.value;
      let stored: Readonly<Record<string, unknown>> = data;
      const prototypeKey = prototypeKeyIn(data);
      if (prototypeKey) return fieldErrors(c, [{ field: prototypeKey, code: 'UnknownField', message: `${prototypeKey} is not accepted` }]);
      if (action === 'customer-password') {
        const password = data.password;
        if (typeof password !== 'string' || password.length < 8 || password.length > 128) {
          return fieldErrors(c, [{ field: 'password', code: typeof password === 'string' ? 'InvalidFormat' : 'Required', message: 'A password of 8–128 characters is required', params: { min: 8, max: 128 } }]);
        }
        stored = {};
      }
      return inTransaction(ctx, async (tx) => {
        const found = await lockedLead(ctx, tx, c, held.id, action);
        const now = ctx.now();
        const screen = offerScreenForCall(action, found.progressState);
        if (screen) {
          const checked = checkOfferStep(screen, stored, { country: ctx.brand.country, today: calendarDateOf(now), referenceData: REFERENCE_DATA, onFile: found.data });
          if (!checked.ok) return fieldErrors(c, [...checked.error.errors]);
          stored = checked.value;
        }
        await LeadRepository.insertStep(tx, found.id, path, stored, now);
        if (action === 'customer-password' && typeof data.password === 'string') {
          await tx.query(
            `INSERT INTO customer_passwords (lead_id, password_hash, updated_at) VALUES ($1, $2, $3)
             ON CONFLICT (lead_id) DO UPDATE SET password_hash = EXCLUDED.password_hash, updated_at = EXCLUDED.updated_at`,
            [found.id, hashPassword(data.password), now],
          );
        }
        // The pre-offer employment details (8) are decided by the credit policy (a test identity forced the state, so
        // it does not force the decision again).
        const decision = () => decide(found.data, { leadId: found.id, brand: ctx.brand, config: { ...ctx.decision, testIdentities: false }, today: now });
        return c.json(toLeadResponse(await saveAdvanced(ctx, tx, found, advance(found, action, { decision }))));
      });
    });

  for (const step of OFFER_STEPS) {
    if (OWN_ROUTE_STEPS.has(step)) continue;
    app.post(`/lead/offer/${step}`, handle(`offer/${step}`));
    app.put(`/lead/offer/${step}`, handle(`offer/${step}`));
  }
  for (const path of LEAD_STEP_PATHS) {
    if (OWN_ROUTE_STEPS.has(path)) continue;
    app.post(`/lead/${path}`, handle(path));
    app.put(`/lead/${path}`, handle(path));
  }
  // An added offer screen's call (domain/offer/declareOfferScreen.ts) is under /lead/offer/ too, for the brands it is asked of.
  for (const screen of ADDED_OFFER_SCREENS) {
    if (screen.brandsOf !== undefined && screen.brandsOf !== ctx.brand.country) continue;
    app.post(`/lead/offer/${screen.call}`, handle(`offer/${screen.call}`));
    app.put(`/lead/offer/${screen.call}`, handle(`offer/${screen.call}`));
  }
  return app;
}
