import { Hono, type Context } from 'hono';
import { PartnerChoiceSchema, type PartnerOffers } from '../../domain/offer/partners/PartnerOfferContract';
import { missingRequiredConsents, partnerOffersFor } from '../../domain/offer/partners/partnerOffersFor';
import { PARTNERS, partnerById, type BrandLending, type PartnerDefinition } from '../../domain/offer/partners/partnerOffers';
import type { FieldError } from '../../domain/api/FieldErrorResponse';
import { THANK_YOU_STATE } from '../../domain/state/applicationStates';
import { apiError, fieldErrors, leadNotFound } from '../http/apiResponses';
import { parseJsonBody } from '../http/readJsonBody';
import type { LeadRecord } from '../leads/LeadRecord';
import { toLeadResponse } from '../leads/LeadRecord';
import { LeadRepository } from '../leads/LeadRepository';
import { applyOutcome } from '../leads/leadOutcome';
import type { ServerContext } from '../ServerContext';
import { ApiPaths } from '../../domain/api/ApiPaths';
import { completeOfferStep, inTransaction, lockedLead } from './offerStageLead';

/** Whether the lead is at `partner`'s screen: its state, or for /smava (no state of its own) any offer-stage state. */
const isAtPartner = (lead: LeadRecord, partner: PartnerDefinition): boolean =>
  partner.state === null ? lead.application.status === 'offer-stage' : lead.progressState === partner.state;

/** The partner's offers for the lead's amount, in the brand's currency and amounts (issue 22 item 6). */
const offersOf = (lead: LeadRecord, partner: PartnerDefinition, brand: BrandLending): PartnerOffers => ({
  partner: { id: partner.id, name: partner.name },
  offers: partnerOffersFor(partner, typeof lead.data.amount === 'number' ? lead.data.amount : Number.NaN, brand),
  consents: partner.consents.map((c) => ({ id: c.id, required: c.required })),
});

/** The calls that record a partner choice (spec §7), each once, and the partners that use it. */
const CHOICE_PATHS = [...new Set(PARTNERS.map((p) => p.step))];

/**
 * Partner offers (spec §4 states 29, 36–42 and /smava; issue 12):
 * - `GET /lead/{id}/partner-offers?partner={id}`: the partner's reference offers for the lead (amount, term, monthly
 *   instalment, APR, total) and its consents; 404 unless the lead is at that partner's screen.
 * - the partner's call (`/lead/offer/accept-creditea-offer`, `update-provident-offer`, `proficredit`,
 *   `/lead/santander-comperia`, `/lead/sale`) with PartnerChoice: accept one of the offers with every required
 *   consent (the lead moves on as its decision said, by default accepted) or decline (thank you, 11). A body without
 *   `partner` goes to the generic offer step (offerRoutes.ts).
 */
export function partnerRoutes(ctx: ServerContext): Hono {
  const app = new Hono();

  app.get('/lead/:id/partner-offers', async (c) => {
    const partner = partnerById(c.req.query('partner') ?? '');
    const lead = await LeadRepository.find(ctx.db, c.req.param('id'), ctx.brand.product, ctx.now());
    if (!lead) return leadNotFound(c);
    if (!partner || !isAtPartner(lead, partner)) return apiError(c, 404, 'NotFound', 'The lead is not at this partner\'s offer');
    return c.json(offersOf(lead, partner, ctx.brand));
  });

  const choose = async (c: Context, next: () => Promise<void>, path: string) => {
    const raw = (await c.req.json().catch(() => null)) as { partner?: unknown } | null;
    if (typeof raw?.partner !== 'string') return next();
    const parsed = await parseJsonBody(c, PartnerChoiceSchema);
    if (!parsed.ok) return parsed.response;
    const choice = parsed.value;
    const partner = partnerById(choice.partner);
    if (!partner || partner.step !== path) return fieldErrors(c, [{ field: 'partner', code: 'NotAnOption', message: 'This call does not record this partner\'s choice' }]);
    return inTransaction(ctx, async (tx) => {
      const lead = await lockedLead(ctx, tx, c, choice.id);
      if (!isAtPartner(lead, partner)) return fieldErrors(c, [{ field: 'partner', code: 'NotAnOption', message: 'The lead is not at this partner\'s offer' }]);
      if (choice.decision === 'decline') {
        await LeadRepository.insertStep(tx, lead.id, `partner/${partner.id}`, { decision: 'decline' }, ctx.now());
        const declined = applyOutcome(lead, { progressState: THANK_YOU_STATE, application: { status: 'completed' } });
        await LeadRepository.save(tx, declined, ctx.now());
        return c.json(toLeadResponse(declined));
      }
      const offers = offersOf(lead, partner, ctx.brand).offers;
      const errors: FieldError[] = [];
      if (choice.offerId === undefined) errors.push({ field: 'offerId', code: 'Required', message: 'Choose an offer' });
      else if (!offers.some((o) => o.id === choice.offerId)) errors.push({ field: 'offerId', code: 'NotAnOption', message: 'No such offer' });
      for (const consent of missingRequiredConsents(partner, choice.consents)) {
        errors.push({ field: `consents.${consent}`, code: 'MustBeAccepted', message: `The ${consent} consent is required` });
      }
      if (errors.length > 0) return fieldErrors(c, errors);
      await LeadRepository.insertStep(tx, lead.id, `partner/${partner.id}`, { decision: 'accept', offerId: choice.offerId, consents: choice.consents }, ctx.now());
      await LeadRepository.upsertConsents(tx, lead.id, choice.consents.map((id) => ({ id: `partner:${partner.id}:${id}`, accepted: true })), ctx.now());
      return c.json(toLeadResponse(await completeOfferStep(ctx, tx, lead)));
    });
  };

  for (const step of CHOICE_PATHS) {
    const path = step === 'sale' || step === 'santander-comperia' ? ApiPaths.leadStep(step) : ApiPaths.offerStep(step);
    app.post(path, (c, next) => choose(c, next, step));
  }
  return app;
}
