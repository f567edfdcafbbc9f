import type { Result } from '../../domain/kernel/Result';
import { err, ok } from '../../domain/kernel/Result';
import type { Clock } from '../ports/Clock';
import type { LeadGateway } from '../ports/LeadGateway';
import { decidePartnerHandOver, type PartnerHandOver } from '../redirect/decidePartnerHandOver';
import type { FunnelState } from '../session/FunnelState';
import type { FunnelStorage } from '../session/FunnelStorage';
import { applyProgress } from '../session/applyProgress';
import type { UseCaseError } from './UseCaseError';

export interface HandOverToPartnerOutput {
  readonly state: FunnelState;
  /** Navigate (allowlisted https origin), or the offer cannot be opened (everything else: no link either). */
  readonly handOver: PartnerHandOver;
  readonly partnerName: string;
  readonly offerId: string | undefined;
}

/**
 * Hands a redirected application over to the partner's offer (docs/product.md "What the product is": "An application result can name a partner
 * offer and redirect the visitor there"; docs/product.md "Calls" `POST /lead/{id}/redirect`). The target comes from the API and is
 * untrusted: automatic navigation only to an allowlisted `https:` origin (docs/security-and-reliability.md "Partner redirects").
 * Ports: LeadGateway, Clock, KeyValueStorage (through FunnelStorage: the `redirected` and `redirectUrl` keys).
 */
export class HandOverToPartner {
  constructor(
    private readonly gateway: LeadGateway,
    private readonly storage: FunnelStorage,
    private readonly clock: Clock,
    private readonly partnerOrigins: readonly string[],
  ) {}

  async execute(input: { readonly state: FunnelState }): Promise<Result<HandOverToPartnerOutput, UseCaseError>> {
    const leadId = input.state.lead.id;
    if (!leadId) return err({ kind: 'NoLead' });
    const answer = await this.gateway.getPartnerRedirect(leadId);
    if (!answer.ok) return answer;
    const { partner, offerId, progressState } = answer.value;
    const handOver = decidePartnerHandOver(partner.url, this.partnerOrigins);
    const state = applyProgress(
      input.state,
      { progressState, application: { ...(input.state.result ?? { status: 'redirected' }), partner, ...(offerId ? { offerId } : {}) } },
      this.clock.now(),
    );
    this.storage.save(input.state, state);
    if (handOver.kind === 'Navigate') {
      this.storage.writeRaw('redirected', true);
      this.storage.writeRaw('redirectUrl', handOver.url);
    }
    return ok({ state, handOver, partnerName: partner.name, offerId });
  }
}
