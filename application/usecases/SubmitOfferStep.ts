import { isOfferStageStep, type OfferStageStep } from '../../domain/api/OfferStepRequest';
import type { Result } from '../../domain/kernel/Result';
import { err, ok } from '../../domain/kernel/Result';
import type { Clock } from '../ports/Clock';
import type { LeadGateway } from '../ports/LeadGateway';
import type { FunnelState } from '../session/FunnelState';
import type { FunnelStorage } from '../session/FunnelStorage';
import { applyProgress, currentRoute } from '../session/applyProgress';
import type { ProgressOutput } from './VerifyMobile';
import { invalidInput, type UseCaseError } from './UseCaseError';

/** What the offer-stage screen does (docs/offer-stage.md): send a step's answers, skip the step or continue selling. */
export type OfferAction =
  | { readonly kind: 'step'; readonly step: OfferStageStep }
  | { readonly kind: 'skip' }
  | { readonly kind: 'continueSelling' };

/**
 * Sends an offer-stage screen's answers (docs/states-and-routes.md "Routes": offer-stage routes, docs/product.md "Calls": offer-stage calls), skips the step or
 * continues selling, and follows the progress state the server answers (docs/states-and-routes.md "Application states").
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
    // The names come from the ui; a name outside the offer-stage steps (shipped or added) is a bug in the caller, answered as bad input.
    if (action.kind === 'step' && !isOfferStageStep(action.step)) return err(invalidInput('step', { kind: 'NotAnOption' }));
    const answer =
      action.kind === 'step'
        ? await this.gateway.submitOfferStageStep(id, action.step, input.data ?? {})
        : action.kind === 'skip'
          ? await this.gateway.skipOfferStep(id)
          : await this.gateway.continueSelling(id);
    if (!answer.ok) return answer;
    const state = applyProgress(input.state, answer.value, this.clock.now());
    this.storage.save(input.state, state);
    return ok({ state, route: currentRoute(state) });
  }
}
