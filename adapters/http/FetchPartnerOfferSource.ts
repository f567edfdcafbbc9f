import type { PartnerOfferSource } from '../../application/ports/PartnerOfferSource';
import { PartnerOffersResponseSchema } from '../../domain/offer/partners/PartnerOfferContract';
import type { PartnerId } from '../../domain/offer/partners/partnerOffers';
import { callLeadApi, type FetchOfferStageDeps } from './callLeadApi';

const seg = encodeURIComponent;

/** PartnerOfferSource through the lead API (`GET /lead/{id}/partner-offers?partner={id}`). */
export class FetchPartnerOfferSource implements PartnerOfferSource {
  constructor(
    private readonly baseUrl: string,
    private readonly deps: FetchOfferStageDeps,
  ) {}

  offersFor(leadId: string, partner: PartnerId) {
    return callLeadApi(this.baseUrl, this.deps, 'GET', `/lead/${seg(leadId)}/partner-offers?partner=${seg(partner)}`, PartnerOffersResponseSchema);
  }
}
