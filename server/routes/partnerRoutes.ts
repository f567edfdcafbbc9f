import { Hono } from 'hono';
import { PartnerChoiceSchema, type PartnerOffers } from '../../domain/offer/partners/PartnerOfferContract';
import { missingRequiredConsents, partnerOffersFor } from '../../domain/offer/partners/partnerOffersFor';
import { PARTNERS, partnerById, type BrandLending, type PartnerDefinition } from '../../domain/offer/partners/partnerOffers';
import type { FieldError } from '../../domain/api/FieldErrorResponse';
import { apiError, fieldErrors } from '../http/apiResponses';
import { leadRoute, lockedLead } from '../http/leadGuard';
import { parseJsonBody } from '../http/readJsonBody';
import type { LeadRecord } from '../leads/LeadRecord';
import { toLeadResponse } from '../leads/LeadRecord';
import { LeadRepository } from '../leads/LeadRepository';
import type { ServerContext } from '../ServerContext';
import { ApiPaths } from '../../domain/api/ApiPaths';
import { advance, inTransaction, saveAdvanced } from './offerStageLead';

/** The states of the partners that have one: where a partner without a state of its own (smava) is offered too. */
const PARTNER_STATES: ReadonlySet<number> = new Set(PARTNERS.flatMap((p) => (p.state === null ? [] : [p.state])));

/** Whether the lead is at `partner`'s screen: its state, or for a partner of no state (smava) any partner state. */
const isAtPartner = (lead: LeadRecord, partner: PartnerDefinition): boolean =>
  partner.state === null ? PARTNER_STATES.has(lead.progressState) : lead.progressState === partner.state;

/** The partner's offers for the lead's amount, in the brand's currency and amounts (issue 22 item 6). */
const offersOf = (lead: LeadRecord, partner: PartnerDefinition, brand: BrandLending): PartnerOffers => ({
  partner: { id: partner.id, name: partner.name },
  offers: partnerOffersFor(partner, typeof lead.data.amount === 'number' ? lead.data.amount : Number.NaN, brand),
  consents: partner.consents.map((c) => ({ id: c.id, required: c.required })),
});

/** The calls that record a partner choice (docs/product.md "Calls"), each once: their routes are this module's alone. */
export const PARTNER_CHOICE_STEPS: readonly PartnerDefinition['step'][] = [...new Set(PARTNERS.map((p) => p.step))];

/**
 * Partner offers (states 29, 36–42 and /smava; docs/offer-stage.md), behind the lead guard (server/http/leadGuard.ts):
 * - `GET /lead/{id}/partner-offers?partner={id}`: the partner's reference offers for the lead (amount, term, monthly
 *   instalment, APR, total) and its consents; 404 unless the lead is at that partner's screen.
 * - the partner's call (`/lead/offer/accept-creditea-offer`, `update-provident-offer`, `proficredit`,
 *   `/lead/santander-comperia`, `/lead/sale`) with PartnerChoice, taken only at a partner state (the transition
 *   table): accept one of the offers with every required consent (the lead moves on as its decision said, by default
 *   accepted) or decline (thank you, 11).
 */
export function partnerRoutes(ctx: ServerContext): Hono {
  const app = new Hono();

  app.get(
    '/lead/:id/partner-offers',
    leadRoute(ctx, { action: 'readPartnerOffers', idIn: 'path' }, async (c, { lead }) => {
      const partner = partnerById(c.req.query('partner') ?? '');
      if (!partner || !isAtPartner(lead, partner)) return apiError(c, 404, 'NotFound', 'The lead is not at this partner\'s offer');
      return c.json(offersOf(lead, partner, ctx.brand));
    }),
  );

  const choose = (path: PartnerDefinition['step']) =>
    leadRoute(ctx, { action: path, idIn: 'body' }, async (c, { lead, action }) => {
      const parsed = await parseJsonBody(c, PartnerChoiceSchema);
      if (!parsed.ok) return parsed.response;
      const choice = parsed.value;
      const partner = partnerById(choice.partner);
      if (!partner || partner.step !== path) return fieldErrors(c, [{ field: 'partner', code: 'NotAnOption', message: 'This call does not record this partner\'s choice' }]);
      return inTransaction(ctx, async (tx) => {
        const locked = await lockedLead(ctx, tx, c, lead.id, action);
        if (!isAtPartner(locked, partner)) return fieldErrors(c, [{ field: 'partner', code: 'NotAnOption', message: 'The lead is not at this partner\'s offer' }]);
        if (choice.decision === 'decline') {
          await LeadRepository.insertStep(tx, locked.id, `partner/${partner.id}`, { decision: 'decline' }, ctx.now());
          return c.json(toLeadResponse(await saveAdvanced(ctx, tx, locked, advance(locked, action, { declined: true }))));
        }
        const offers = offersOf(locked, partner, ctx.brand).offers;
        const errors: FieldError[] = [];
        if (choice.offerId === undefined) errors.push({ field: 'offerId', code: 'Required', message: 'Choose an offer' });
        else if (!offers.some((o) => o.id === choice.offerId)) errors.push({ field: 'offerId', code: 'NotAnOption', message: 'No such offer' });
        for (const consent of missingRequiredConsents(partner, choice.consents)) {
          errors.push({ field: `consents.${consent}`, code: 'MustBeAccepted', message: `The ${consent} consent is required` });
        }
        if (errors.length > 0) return fieldErrors(c, errors);
        await LeadRepository.insertStep(tx, locked.id, `partner/${partner.id}`, { decision: 'accept', offerId: choice.offerId, consents: choice.consents }, ctx.now());
        await LeadRepository.upsertConsents(tx, locked.id, choice.consents.map((id) => ({ id: `partner:${partner.id}:${id}`, accepted: true })), ctx.now());
        return c.json(toLeadResponse(await saveAdvanced(ctx, tx, locked, advance(locked, action))));
      });
    });

  for (const step of PARTNER_CHOICE_STEPS) {
    app.post(step === 'sale' || step === 'santander-comperia' ? ApiPaths.leadStep(step) : ApiPaths.offerStep(step), choose(step));
  }
  return app;
}
