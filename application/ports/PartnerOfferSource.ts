import type { PartnerOffers } from '../../domain/offer/partners/PartnerOfferContract';
import type { PartnerId } from '../../domain/offer/partners/partnerOffers';
import type { GatewayResult } from './LeadGateway';

/** Where a partner's offers for an application come from (docs/states-and-routes.md "Application states": states 29, 36–42; issue 12). */
export interface PartnerOfferSource {
  /**
   * The partner's offer or offers for the lead (amount, term in months, monthly instalment, APR in percent, total
   * payable, in the brand's currency) and the consents it asks for, the required ones marked. `NotFound` when the
   * lead is not at that partner's screen.
   */
  offersFor(leadId: string, partner: PartnerId): GatewayResult<PartnerOffers>;
}
