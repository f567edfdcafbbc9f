import type { ApplicationStatus } from '../../domain/lead/ApplicationResult';
import type { Result } from '../../domain/kernel/Result';
import { err, ok } from '../../domain/kernel/Result';
import type { Clock } from '../ports/Clock';
import type { LeadGateway } from '../ports/LeadGateway';
import type { FunnelState } from '../session/FunnelState';
import type { FunnelStorage } from '../session/FunnelStorage';
import { applyProgress, currentRoute } from '../session/applyProgress';
import type { UseCaseError } from './UseCaseError';

/** Waits `ms` milliseconds (a timer from the composition root; no timers in application/). */
export type Wait = (ms: number) => Promise<void>;

/** Statuses that are not a decision yet (domain/lead/ApplicationResult.ts). */
export const UNDECIDED_STATUSES: ReadonlySet<ApplicationStatus> = new Set(['in-progress', 'checking']);

/**
 * Decision: docs/product.md "Constants" turns polling off, yet the checking screen (state 6) needs the decision. So the wait is bounded:
 * at most `maxChecks` status calls, `intervalMs` apart, started by the ui (never in the background); when the
 * decision has not come, the answer says so and the ui offers "check again", which calls execute once more.
 */
export const DEFAULT_DECISION_POLICY = { maxChecks: 5, intervalMs: 3_000 } as const;

export interface AwaitDecisionOutput {
  readonly state: FunnelState;
  /** False when every check still answered an undecided status. */
  readonly decided: boolean;
  /** Where to go now (the route of the progress state, docs/states-and-routes.md "Application states"). */
  readonly route: string;
  /** Status calls made. */
  readonly checks: number;
}

/**
 * Waits for the decision on a submitted application: `GET /lead/status/{id}` (docs/product.md "Calls") until the status is a
 * decision or the bound is reached. A failed call ends the wait with its error (the state so far is kept by the ui).
 * Ports: LeadGateway, Clock, KeyValueStorage (FunnelStorage), a Wait function.
 */
export class AwaitDecision {
  constructor(
    private readonly gateway: LeadGateway,
    private readonly storage: FunnelStorage,
    private readonly clock: Clock,
    private readonly wait: Wait,
    private readonly policy: { readonly maxChecks: number; readonly intervalMs: number } = DEFAULT_DECISION_POLICY,
  ) {}

  async execute(input: { readonly state: FunnelState }): Promise<Result<AwaitDecisionOutput, UseCaseError>> {
    const leadId = input.state.lead.id;
    if (!leadId) return err({ kind: 'NoLead' });
    let state = input.state;
    let checks = 0;
    while (checks < Math.max(1, this.policy.maxChecks)) {
      if (checks > 0) await this.wait(this.policy.intervalMs);
      checks += 1;
      const answer = await this.gateway.readStatus(leadId);
      if (!answer.ok) return answer;
      state = applyProgress(state, answer.value, this.clock.now());
      if (!UNDECIDED_STATUSES.has(answer.value.application.status)) {
        this.storage.save(input.state, state);
        return ok({ state, decided: true, route: currentRoute(state), checks });
      }
    }
    this.storage.save(input.state, state);
    return ok({ state, decided: false, route: currentRoute(state), checks });
  }
}
