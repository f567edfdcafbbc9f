import { MAIN_ROUTES, OFFER_STAGE_ROUTES } from '../../domain/state/routes';
import { REVIEW_ROUTE } from '../stores/stepConstants';
import { LEGACY_PAGE_TITLES } from '../stores/screenForRoute';

/** The result and other later screens with a route of their own (docs/states-and-routes.md "Routes"), each a lazily loaded page (Screens.tsx). */
export const RESULT_ROUTES = ['/checking', '/accepted', '/rejected', '/thank-you', '/redirected', '/unsubscribe', '/404'] as const;
export type ResultRoute = (typeof RESULT_ROUTES)[number];

/** Which screen a path under the base path shows: one value per screen component, so a change of it is a change of screen. */
export type ScreenKey = 'index' | 'funnel' | 'continue' | ResultRoute | `legacy:${string}` | `offer:${string}` | 'notFound';

const STEP = /^\/step\/[\w-]+$/;
const CONTINUE = /^\/continue\/[^/]+$/;
const OFFER: ReadonlySet<string> = new Set(OFFER_STAGE_ROUTES);
const RESULTS: ReadonlySet<string> = new Set(RESULT_ROUTES);

/**
 * The screen `pathname` shows (the route tree of docs/states-and-routes.md "Routes"): the index, a step or the review (one screen, so a review
 * prepared on the last step is the one shown, issue 14), a `/continue/{id}` link, a result page, a legacy page, an
 * offer-stage page, or the 404 screen for anything else. Trailing slashes are ignored, as the router ignores them.
 */
export function screenOf(pathname: string): ScreenKey {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/' || path === '') return 'index';
  if (STEP.test(path) || path === REVIEW_ROUTE) return 'funnel';
  if (CONTINUE.test(path)) return 'continue';
  if (RESULTS.has(path)) return path as ResultRoute;
  if (Object.hasOwn(LEGACY_PAGE_TITLES, path)) return `legacy:${path}`;
  if (OFFER.has(path)) return `offer:${path}`;
  return 'notFound';
}

/**
 * The route paths the router knows (TanStack's path syntax), the same table screenOf reads: the router matches,
 * guards and keeps history for them; the screens are drawn by Screens.tsx.
 */
export const ROUTE_PATHS: readonly string[] = [
  '/',
  '/step/$path',
  REVIEW_ROUTE,
  '/continue/$id',
  ...MAIN_ROUTES.filter((path) => RESULTS.has(path) || Object.hasOwn(LEGACY_PAGE_TITLES, path)),
  ...OFFER_STAGE_ROUTES,
];
