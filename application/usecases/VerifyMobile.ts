import type { Result } from '../../domain/kernel/Result';
import { err, ok } from '../../domain/kernel/Result';
import type { Clock } from '../ports/Clock';
import type { LeadGateway } from '../ports/LeadGateway';
import type { FunnelState } from '../session/FunnelState';
import type { FunnelStorage } from '../session/FunnelStorage';
import { applyProgress, currentRoute } from '../session/applyProgress';
import { invalidInput, type UseCaseError } from './UseCaseError';

/** The code shape the API accepts (domain/api/MobileVerificationContract.ts: 4 to 8 digits). */
const CODE = /^\d{4,8}$/;

export interface ProgressOutput {
  readonly state: FunnelState;
  /** The route to show next (docs/states-and-routes.md "Redirect on progress change"). */
  readonly route: string;
}

/**
 * Verifies the SMS code of the mobile-verification step (state 7; docs/product.md "Calls"). A wrong code is a `Validation` error on
 * field `code` (WrongCode, TooManyAttempts); success follows the new progress state. Ports: LeadGateway, Clock,
 * KeyValueStorage (FunnelStorage).
 */
export class VerifyMobile {
  constructor(
    private readonly gateway: LeadGateway,
    private readonly storage: FunnelStorage,
    private readonly clock: Clock,
  ) {}

  async execute(input: { readonly state: FunnelState; readonly code: string }): Promise<Result<ProgressOutput, UseCaseError>> {
    const leadId = input.state.lead.id;
    if (!leadId) return err({ kind: 'NoLead' });
    const code = input.code.replace(/\s+/g, '');
    if (!CODE.test(code)) return err(invalidInput('code', { kind: 'InvalidFormat' }));
    const answer = await this.gateway.verifyMobile(leadId, code);
    if (!answer.ok) return answer;
    const state = applyProgress(input.state, answer.value, this.clock.now());
    this.storage.save(input.state, state);
    return ok({ state, route: currentRoute(state) });
  }
}
