import type { ApplicationResult } from '../../domain/lead/ApplicationResult';
import { redirectOnProgressChange } from '../../domain/state/redirectOnProgressChange';
import { routeForState } from '../../domain/state/routeForState';
import { INDEX_ROUTE } from '../../domain/state/routes';
import type { FunnelState } from './FunnelState';

/** What a lead API answer says about progress (LeadResponse, LeadStatusResponse, ContinueLeadResponse share it). */
export interface ProgressAnswer {
  readonly progressState: number;
  readonly application: ApplicationResult;
  readonly leadStatus?: number;
  readonly expiresAt?: string | null;
}

/**
 * The state after an answer of the lead API (docs/states-and-routes.md "Application states"): the progress state and result it carries, the time of this
 * operation, and — when the progress state changed — a route change to the new state's route (the application index
 * when the state has none), REPLACE when the previous state was after-offer, else PUSH ("Redirect on progress change").
 * A route change already pending is kept when the state did not change.
 *
 * @param nowMs the current instant, in milliseconds since epoch (lastOperationTimestamp)
 */
export function applyProgress(state: FunnelState, answer: ProgressAnswer, nowMs: number): FunnelState {
  const previous = state.other.progressState;
  const change = redirectOnProgressChange(previous, answer.progressState, routeForState(answer.progressState) ?? INDEX_ROUTE);
  const lead = {
    ...state.lead,
    ...(answer.leadStatus !== undefined ? { leadStatus: answer.leadStatus } : {}),
    ...(answer.expiresAt != null ? { expiresAt: answer.expiresAt } : {}),
  };
  return {
    ...state,
    lead,
    result: answer.application,
    other: {
      ...state.other,
      progressState: answer.progressState,
      routeChange: change ?? state.other.routeChange,
      lastOperationTimestamp: nowMs,
    },
  };
}

/** The route the funnel should show for `state` now: the pending route change, else the state's own route. */
export function currentRoute(state: FunnelState): string {
  return state.other.routeChange?.target ?? routeForState(state.other.progressState) ?? INDEX_ROUTE;
}
