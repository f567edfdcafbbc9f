import type { PartnerOffers } from '../../domain/offer/partners/PartnerOfferContract';
import type { PartnerId } from '../../domain/offer/partners/partnerOffers';
import type { Result } from '../../domain/kernel/Result';
import { err } from '../../domain/kernel/Result';
import type { PartnerOfferSource } from '../ports/PartnerOfferSource';
import type { FunnelState } from '../session/FunnelState';
import type { UseCaseError } from './UseCaseError';

/**
 * The partner's offers and consents for the application (docs/states-and-routes.md "Application states": states 29, 36–42; issue 12), for the partner
 * screen to show. The choice itself is an offer-stage step (SubmitOfferStep with the partner's call).
 * Ports: PartnerOfferSource.
 */
export class LoadPartnerOffers {
  constructor(private readonly source: PartnerOfferSource) {}

  async execute(input: { readonly state: FunnelState; readonly partner: PartnerId }): Promise<Result<PartnerOffers, UseCaseError>> {
    const leadId = input.state.lead.id;
    if (!leadId) return err({ kind: 'NoLead' });
    const answer = await this.source.offersFor(leadId, input.partner);
    // An answer about another partner is not this screen's offer.
    if (answer.ok && answer.value.partner.id !== input.partner) return err({ kind: 'MalformedResponse' });
    return answer;
  }
}
