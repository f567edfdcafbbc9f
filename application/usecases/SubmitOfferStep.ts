import type { LeadStepPath, OfferStep } from '../../domain/api/OfferStepRequest';
import { LEAD_STEP_PATHS, OFFER_STEPS } from '../../domain/api/OfferStepRequest';
import type { Result } from '../../domain/shared/Result';
import { err, ok } from '../../domain/shared/Result';
import type { Clock } from '../ports/Clock';
import type { LeadGateway } from '../ports/LeadGateway';
import type { FunnelState } from '../session/FunnelState';
import type { FunnelStorage } from '../session/FunnelStorage';
import { applyProgress, currentRoute } from '../session/applyProgress';
import type { ProgressOutput } from './VerifyMobile';
import { invalidInput, type UseCaseError } from './UseCaseError';

/** Which offer-stage call to make (spec §7): a step under /lead/offer/, a path under /lead/, skip or continue selling. */
export type OfferAction =
  | { readonly kind: 'offer'; readonly step: OfferStep }
  | { readonly kind: 'lead'; readonly path: LeadStepPath }
  | { readonly kind: 'skip' }
  | { readonly kind: 'continueSelling' };

/**
 * Sends an offer-stage screen's answers (spec §2 offer-stage routes, §7 "Offer steps under /lead/offer/", the
 * /lead/{vehicle,idUpload,documentId,sale,account,marital-details,aide,cnp,wniosek,santander-comperia,customer/password}
 * calls, skip and continue selling) and follows the progress state the server answers (spec §4).
 * Ports: LeadGateway, Clock, KeyValueStorage (FunnelStorage).
 */
export class SubmitOfferStep {
  constructor(
    private readonly gateway: LeadGateway,
    private readonly storage: FunnelStorage,
    private readonly clock: Clock,
  ) {}

  async execute(input: {
    readonly state: FunnelState;
    readonly action: OfferAction;
    /** The screen's own data, stored verbatim by the API (domain/api/OfferStepRequest.ts). */
    readonly data?: Readonly<Record<string, unknown>>;
  }): Promise<Result<ProgressOutput, UseCaseError>> {
    const id = input.state.lead.id;
    if (!id) return err({ kind: 'NoLead' });
    const { action } = input;
    // The names come from the ui; a name outside the API's lists is a bug in the caller, answered as bad input.
    if (action.kind === 'offer' && !(OFFER_STEPS as readonly string[]).includes(action.step)) return err(invalidInput('step', { kind: 'NotAnOption' }));
    if (action.kind === 'lead' && !(LEAD_STEP_PATHS as readonly string[]).includes(action.path)) return err(invalidInput('path', { kind: 'NotAnOption' }));
    const body = { ...input.data, id };
    const answer =
      action.kind === 'offer'
        ? await this.gateway.submitOfferStep(action.step, body)
        : action.kind === 'lead'
          ? await this.gateway.submitLeadStep(action.path, body)
          : action.kind === 'skip'
            ? await this.gateway.skipStep(id)
            : await this.gateway.continueSelling(id);
    if (!answer.ok) return answer;
    const state = applyProgress(input.state, answer.value, this.clock.now());
    this.storage.save(input.state, state);
    return ok({ state, route: currentRoute(state) });
  }
}
