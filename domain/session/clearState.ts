import type { Lead } from '../lead/LeadSchema';
import type { StoredApplicationResult } from '../lead/StoredApplicationResult';
import { EMPTY_APPLICATION_RESULT } from '../lead/emptyApplicationResult';
import { clearStaleFields } from './clearStaleFields';

/** The part of the funnel state the clear-state action touches. */
export interface ClearableState {
  readonly progressState: number;
  readonly applicationResult: StoredApplicationResult;
  readonly lead: Lead;
}

/**
 * The clear-state action of docs/sessions-and-storage.md "Clearing the state" ("Other rules"): progress state 0, the result emptied and the stale fields
 * stripped from the lead (see `clearStaleFields`). Every other property of `state` is kept as it was.
 */
export function clearState<S extends ClearableState>(state: S): S {
  return { ...state, progressState: 0, applicationResult: EMPTY_APPLICATION_RESULT, lead: clearStaleFields(state.lead) };
}
