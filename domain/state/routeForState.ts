import { NO_STATE, stateRow } from './applicationStates';
import type { AppRoute } from './routes';
import { INDEX_ROUTE } from './routes';

/**
 * The route a progress state is shown on (docs/states-and-routes.md "Application states"; routes of docs/states-and-routes.md "Routes").
 * State 0 ("none") answers the index route: nothing has been saved yet, so the applicant starts at the beginning.
 * A number outside the table (negative, fractional, above 42, NaN) answers null: the caller keeps the current
 * screen rather than guessing, and may log the unknown state.
 */
export function routeForState(state: number): AppRoute | null {
  if (state === NO_STATE) return INDEX_ROUTE;
  return stateRow(state)?.route ?? null;
}

/** Whether `state` is 0 or one of the 42 states of docs/states-and-routes.md "Application states". */
export function isKnownState(state: number): boolean {
  return state === NO_STATE || stateRow(state) !== undefined;
}
