import { isSubmittedState } from './applicationStates';
import type { AppRoute } from './routes';
import { INDEX_ROUTE } from './routes';

/** Redirect method values of spec §3 ("Redirect method values: PUSH, REPLACE"). */
export type RedirectMethod = 'PUSH' | 'REPLACE';

/** The route change stored as `routeChange` (spec §3 "Other state"). */
export interface RouteChange {
  readonly target: AppRoute | string;
  readonly method: RedirectMethod;
}

/**
 * The redirect a change of progress state sets (spec §4 "Redirect on progress change"): the target is the
 * application index unless given, and the method is REPLACE when the previous state is after-offer (the applicant
 * must not go back into an offer step with the back button), otherwise PUSH.
 * When the state did not change there is nothing to redirect: null.
 */
export function redirectOnProgressChange(
  previousState: number,
  nextState: number,
  target: AppRoute | string = INDEX_ROUTE,
): RouteChange | null {
  if (previousState === nextState) return null;
  return { target, method: isSubmittedState(previousState) ? 'REPLACE' : 'PUSH' };
}
