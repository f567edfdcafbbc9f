import { routeForState } from './routeForState';
import { INDEX_ROUTE, type AppRoute } from './routes';

/** The result routes of spec §2: where a submitted application's decision (or the wait for it) is shown. */
export const RESULT_ROUTES = ['/checking', '/accepted', '/thank-you', '/redirected', '/rejected'] as const satisfies readonly AppRoute[];
export type ResultRoute = (typeof RESULT_ROUTES)[number];

const isResultRoute = (route: AppRoute | null): route is ResultRoute => route !== null && (RESULT_ROUTES as readonly string[]).includes(route);

/**
 * Where a visitor asking for result route `route` goes, given the session's progress state (issue 11 item 6): null
 * when that state is shown on `route` (the page opens); the route of the session's own result when it is another
 * one (no "accepted" for a rejected application); else the start, since nothing has been decided.
 */
export function resultRouteRedirect(route: ResultRoute, progressState: number): AppRoute | null {
  const decided = routeForState(progressState);
  if (decided === route) return null;
  return isResultRoute(decided) ? decided : INDEX_ROUTE;
}
