import type { ElementType, ReactElement } from 'react';
import { createRouter, useRouterState, type AnyRoute, type ParsedLocation, type RouterHistory } from '@tanstack/react-router';
import { BaseRootRoute, BaseRoute } from '@tanstack/router-core';
import { MAIN_ROUTES, OFFER_STAGE_ROUTES } from '../../domain/state/routes';
import { NotFoundPage } from '../pages/NotFoundPage';
import { AcceptedScreen, CheckingScreen, ContinueScreen, FormRedirectScreen, OfferStageScreen, RedirectedScreen, RejectedScreen, ThankYouScreen, UnsubscribeScreen } from './laterScreens';
import { useApp } from './AppContext';
import { LazyApplicationPage } from './LazyApplicationPage';
import { RootLayout } from './RootLayout';
import { LEGACY_PAGE_TITLES } from './screenForRoute';
import { REVIEW_ROUTE } from '../stores/stepConstants';

/**
 * Routes as TanStack Router's framework-free route class. Decision: `createRoute`/`createRootRoute` of the React
 * adapter add per-route hooks and a bound `Link` component (route.Link) nothing here uses, and that `Link` brings
 * the router's whole link and preload code into the first step (measured 2.1 KB gzip, first-step budget); the router
 * renders a route from its options alone (component, notFoundComponent).
 */
interface ScreenRouteOptions {
  readonly getParentRoute: () => AnyRoute;
  readonly path: string;
  readonly component: ElementType;
  readonly validateSearch?: (search: Record<string, unknown>) => object;
}
const createRoute = (options: ScreenRouteOptions): AnyRoute => new BaseRoute(options as never) as unknown as AnyRoute;
const createRootRoute = (options: { readonly component: ElementType; readonly notFoundComponent: ElementType }): AnyRoute =>
  new BaseRootRoute(options as never) as unknown as AnyRoute;

// Every screen here but the 404 (which a step also shows) loads with its route: step 1 never shows them (first-step budget).
const RESULT_PAGES: Readonly<Record<string, () => ReactElement>> = {
  '/checking': () => <CheckingScreen />,
  '/accepted': () => <AcceptedScreen />,
  '/rejected': () => <RejectedScreen />,
  '/thank-you': () => <ThankYouScreen />,
  '/redirected': () => <RedirectedScreen />,
  '/unsubscribe': () => <UnsubscribeScreen />,
  '/404': () => <NotFoundPage />,
};

/**
 * A legacy page's route (docs/legacy-flow.md): a page of the form engine for a brand running the legacy flow (brand.json
 * `legacyFlow`), else the redirect to the first step still to answer (ui/pages/FormRedirectPage.tsx).
 */
function LegacyRoute({ page }: { page: string }) {
  const { brand } = useApp().services;
  return brand.legacyFlow ? <LazyApplicationPage view="step" path={page} fromReview={false} /> : <FormRedirectScreen />;
}

/**
 * A step's route or the review's. From the location: the page shows in the router's pending commit, one before its
 * matches (issue 14). While the router leaves it for another route, the page it still shows is the resolved location's.
 */
function FunnelRoute() {
  const located = useRouterState({ select: (state) => locatedPage(state.location) ?? locatedPage(state.resolvedLocation) }) ?? '';
  if (located === REVIEW_ROUTE) return <LazyApplicationPage view="review" />;
  return <LazyApplicationPage view="step" path={located.replace(REVIEW, '')} fromReview={located.endsWith(REVIEW)} />;
}

const REVIEW = '?review';
/**
 * The review's route, or the step `location` names (`/step/{path}`) with REVIEW after it for a Change from the
 * review (`?review=1`); undefined off those routes. A string: selected from the router's state, it renders only when it changes.
 */
function locatedPage(location: ParsedLocation | undefined): string | undefined {
  if (location?.pathname.replace(/\/$/, '') === REVIEW_ROUTE) return REVIEW_ROUTE;
  const path = location && /^\/step\/([\w-]+)\/?$/.exec(location.pathname)?.[1];
  const review = (location?.search as { review?: unknown } | undefined)?.review;
  return path && (review === '1' || review === 1 ? path + REVIEW : path);
}

/**
 * The lead id of a `/continue/{id}` location (as it stands: lead ids are UUIDs), with '?' and the affiliate
 * transaction id after it when the link carries one (docs/affiliates.md "The reference": landing parameters: refTransactionId, s_id fallback);
 * undefined off that route. A string, as above; a path segment never holds '?'.
 */
function continueLink(location: ParsedLocation | undefined): string | undefined {
  const id = location && /^\/continue\/([^/]+)\/?$/.exec(location.pathname)?.[1];
  const search = location?.search as { refTransactionId?: unknown; s_id?: unknown } | undefined;
  const ref = search?.refTransactionId ?? search?.s_id;
  return id && id + (typeof ref === 'string' || typeof ref === 'number' ? `?${ref}` : '');
}

/**
 * The route tree under the base path (docs/product.md "What the product is"): index, one URL per v3 step (`/step/{path}`) so browser back and
 * forward move between steps, the review page, every main and offer-stage route, `/continue/$id`, and the 404 screen
 * for anything else.
 */
export function createRouteTree(): AnyRoute {
  const root = createRootRoute({ component: RootLayout, notFoundComponent: NotFoundPage });
  const routes: AnyRoute[] = [
    createRoute({ getParentRoute: () => root, path: '/', component: () => <LazyApplicationPage view="index" /> }),
    // One component for a step and the review: the review prepared on the last step is the one shown (issue 14).
    createRoute({ getParentRoute: () => root, path: '/step/$path', component: FunnelRoute }),
    createRoute({ getParentRoute: () => root, path: REVIEW_ROUTE, component: FunnelRoute }),
    createRoute({
      getParentRoute: () => root,
      path: '/continue/$id',
      component: function ContinueRoute() {
        const link = useRouterState({ select: (state) => continueLink(state.location) ?? continueLink(state.resolvedLocation) }) ?? '';
        const at = link.indexOf('?');
        return <ContinueScreen id={at < 0 ? link : link.slice(0, at)} {...(at < 0 ? {} : { refTransactionId: link.slice(at + 1) })} />;
      },
    }),
  ];
  for (const path of MAIN_ROUTES) {
    if (path === '/' || path === '/continue') continue;
    const page = RESULT_PAGES[path];
    if (page) routes.push(createRoute({ getParentRoute: () => root, path, component: page }));
    else if (Object.hasOwn(LEGACY_PAGE_TITLES, path)) routes.push(createRoute({ getParentRoute: () => root, path, component: () => <LegacyRoute page={path.slice(1)} /> }));
  }
  for (const path of OFFER_STAGE_ROUTES) {
    routes.push(createRoute({ getParentRoute: () => root, path, component: () => <OfferStageScreen route={path} /> }));
  }
  const tree = root.addChildren(routes);
  return tree;
}

/** The router under the configured base path (docs/product.md "What the product is", docs/product.md "What the product is": "a router with a configurable base path"). */
export function createAppRouter(basePath: string, history?: RouterHistory) {
  return createRouter({ routeTree: createRouteTree(), basepath: basePath, defaultPreload: false, scrollRestoration: true, ...(history ? { history } : {}) });
}
