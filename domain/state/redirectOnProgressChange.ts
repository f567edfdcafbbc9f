import { isSubmittedState } from './applicationStates';
import type { AppRoute } from './routes';
import { INDEX_ROUTE } from './routes';

/** Redirect method values of docs/states-and-routes.md "Redirect on progress change" ("Redirect method values: PUSH, REPLACE"). */
export type RedirectMethod = 'PUSH' | 'REPLACE';

/** The route change stored as `routeChange` (docs/product.md "Entities"). */
export interface RouteChange {
  readonly target: AppRoute | string;
  readonly method: RedirectMethod;
}

/**
 * The redirect a change of progress state sets (docs/states-and-routes.md "Redirect on progress change"): the target is the
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
