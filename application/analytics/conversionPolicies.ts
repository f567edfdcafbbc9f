import type { FunnelState } from '../session/FunnelState';
import type { AwaitDecisionOutput } from '../usecases/AwaitDecision';
import type { UseCaseError } from '../usecases/UseCaseError';
import type { SaveLeadError } from '../usecases/saveLead';
import type { SaveStepInput, SaveStepOutput } from '../usecases/SaveStep';
import type { SubmitLeadInput, SubmitLeadOutput } from '../usecases/SubmitLead';
import type { ConversionTracker } from '../tracking/ConversionTracker';
import type { TrackingPolicy } from './withTracking';

/** The state a save ended in, success or failure (every SaveLeadError carries it). */
const stateAfter = <O extends { state: FunnelState }>(result: { ok: true; value: O } | { ok: false; error: SaveLeadError }): FunnelState =>
  result.ok ? result.value.state : result.error.state;

/** True when the lead did not exist before and exists after: the create succeeded, even if a later call failed. */
const leadWasCreated = (before: FunnelState, after: FunnelState): boolean => !before.lead.id && Boolean(after.lead.id);

/**
 * Lead fires after the lead is created (docs/click-ids-and-consent.md "Which events go to which pixel"). Its event_id is made before the create call and
 * persisted, so the create's retries and a reload before success reuse it (docs/click-ids-and-consent.md "Event ids").
 */
export function leadCreatedTracking(tracker: ConversionTracker): TrackingPolicy<SaveStepInput, SaveStepOutput, SaveLeadError> {
  return {
    async before(input) {
      if (!input.state.lead.id) await tracker.prepare('Lead');
    },
    after(input, result) {
      const after = stateAfter(result);
      if (leadWasCreated(input.state, after)) tracker.dispatch('Lead', after);
    },
  };
}

/**
 * CompleteRegistration fires after the application is submitted; Rejected (the short-video pixel's event) when the
 * decision is a rejection (docs/click-ids-and-consent.md "Which events go to which pixel"). A submit that also created the lead fires Lead first.
 */
export function submissionTracking(tracker: ConversionTracker): TrackingPolicy<SubmitLeadInput, SubmitLeadOutput, SaveLeadError> {
  return {
    async before(input) {
      if (!input.state.lead.id) await tracker.prepare('Lead');
      await tracker.prepare('CompleteRegistration');
    },
    after(input, result) {
      const after = stateAfter(result);
      if (leadWasCreated(input.state, after)) tracker.dispatch('Lead', after);
      if (!result.ok) return;
      tracker.dispatch('CompleteRegistration', after);
      if (result.value.status === 'rejected') tracker.dispatch('Rejected', after);
    },
  };
}

/**
 * Rejected also fires when the decision arrives later, on the checking screen (AwaitDecision). The event_id is the
 * one persisted for Rejected, so a decision seen twice reaches the vendor once (TikTok drops duplicates by id).
 */
export function decisionTracking(tracker: ConversionTracker): TrackingPolicy<{ readonly state: FunnelState }, AwaitDecisionOutput, UseCaseError> {
  return {
    after(_input, result) {
      if (result.ok && result.value.decided && result.value.state.result?.status === 'rejected') tracker.dispatch('Rejected', result.value.state);
    },
  };
}
