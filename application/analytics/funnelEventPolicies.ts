import { UNDECIDED_STATUSES, type AwaitDecisionOutput } from '../usecases/AwaitDecision';
import type { SaveLeadError } from '../usecases/saveLead';
import type { SaveStepInput, SaveStepOutput } from '../usecases/SaveStep';
import type { SubmitLeadInput, SubmitLeadOutput } from '../usecases/SubmitLead';
import type { UseCaseError } from '../usecases/UseCaseError';
import type { FunnelState } from '../session/FunnelState';
import type { TrackingPolicy } from './withTracking';
import type { FunnelEvents } from './FunnelEvents';

/** The state a save ended in, success or failure (every SaveLeadError carries it). */
const stateAfter = <O extends { state: FunnelState }>(result: { ok: true; value: O } | { ok: false; error: SaveLeadError }): FunnelState =>
  result.ok ? result.value.state : result.error.state;

/** The lead id a call created: none before, one after (the create succeeded, even if a later call failed). */
const createdId = (before: FunnelState, after: FunnelState): string | null => (!before.lead.id && after.lead.id ? after.lead.id : null);

/**
 * Funnel events around the use cases (docs/funnel-events.md), beside the conversion policies: the events follow use-case
 * outcomes (docs/architecture.md house rule 5), and the use cases stay free of them. Lead created after a save that created
 * the lead; created, submitted and (when the answer is already a decision) decided after a submission; decided when the
 * checking screen learns the decision.
 */
export function leadCreatedEvents(events: FunnelEvents): TrackingPolicy<SaveStepInput, SaveStepOutput, SaveLeadError> {
  return {
    after(input, result) {
      const id = createdId(input.state, stateAfter(result));
      if (id) void events.leadCreated(id, input.pagePath);
    },
  };
}

export function submissionEvents(events: FunnelEvents): TrackingPolicy<SubmitLeadInput, SubmitLeadOutput, SaveLeadError> {
  return {
    after(input, result) {
      const after = stateAfter(result);
      const created = createdId(input.state, after);
      if (created) void events.leadCreated(created, input.pagePath ?? after.pages.find((page) => page.nextPath === null)?.path ?? '');
      const id = after.lead.id;
      if (!result.ok || !id) return;
      void events.leadSubmitted(id);
      if (!UNDECIDED_STATUSES.has(result.value.status)) void events.leadDecided(id, result.value.status);
    },
  };
}

export function decisionEvents(events: FunnelEvents): TrackingPolicy<{ readonly state: FunnelState }, AwaitDecisionOutput, UseCaseError> {
  return {
    after(_input, result) {
      const { state } = result.ok ? result.value : { state: undefined };
      if (result.ok && result.value.decided && state?.lead.id && state.result) void events.leadDecided(state.lead.id, state.result.status);
    },
  };
}
