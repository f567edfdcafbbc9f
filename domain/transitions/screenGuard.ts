import { PARTNERS } from '../offer/partners/partnerOffers';
import { INDEX_ROUTE, type AppRoute } from '../state/routes';
import { isActionAllowed, pendingRoute, transitionsOf, type LeadAction } from './transitions';

/**
 * Screens that are no state's own, opened as another way to take a step a state waits for: the change of number beside
 * the code (7; the route's own state is 15) and a partner of no state (smava) beside a partner state's offer. A state
 * shows one when the table lets it take the screen's action.
 */
const ALTERNATIVE_SCREENS: ReadonlyArray<{ readonly route: AppRoute; readonly action: LeadAction }> = [
  { route: '/change-mobile-number', action: 'changeMobileNumber' },
  ...PARTNERS.filter((partner) => partner.state === null).map((partner) => ({ route: partner.route as AppRoute, action: partner.step })),
];

/** The routes a lead at `state` is shown (issue 22 item 4): the screen of the step it waits for, and those of the other steps it takes. */
export function routesShownAt(state: number): readonly AppRoute[] {
  const own = pendingRoute(state);
  return [...(own ? [own] : []), ...ALTERNATIVE_SCREENS.filter((screen) => screen.route !== own && isActionAllowed(state, screen.action)).map((screen) => screen.route)];
}

/** What a visitor opens: a step (or legacy page) of the application form, its review, or a route of its own (offer stage, result). */
export type AskedScreen =
  | { readonly kind: 'answers' }
  | { readonly kind: 'review'; readonly allAnswered: boolean }
  | { readonly kind: 'route'; readonly route: AppRoute };

/**
 * Where a lead at `state` goes when it opens `asked` (issue 22 item 4; docs/offer-stage.md "The funnel follows the
 * server's state"): null to show it, else the screen of the step the lead waits for (a decided lead's result).
 * - The form's steps open while the state takes answers (none yet, or pre-offer); the review only once every asked
 *   answer is given, else the index (which opens the first step still to answer).
 * - A route opens at a state that shows it (`routesShownAt`).
 * - A state outside the table (a number the API should never answer) shows the form, never a screen that needs the
 *   state. State 14 (continue) has no screen without the lead id: the index sends the applicant on.
 */
export function screenRedirect(state: number, asked: AskedScreen): AppRoute | null {
  if (!transitionsOf(state)) return asked.kind === 'answers' ? null : INDEX_ROUTE;
  const takesAnswers = isActionAllowed(state, 'saveAnswers') || isActionAllowed(state, 'create');
  if (asked.kind === 'answers' && takesAnswers) return null;
  if (asked.kind === 'review' && takesAnswers) return asked.allAnswered ? null : INDEX_ROUTE;
  if (asked.kind === 'route' && routesShownAt(state).includes(asked.route)) return null;
  const pending = pendingRoute(state);
  return pending === null || pending === '/continue' ? INDEX_ROUTE : pending;
}
