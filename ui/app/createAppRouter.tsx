import type { ElementType, ReactElement } from 'react';
import { createRouter, useParams, useSearch, type AnyRoute, type RouterHistory } from '@tanstack/react-router';
import { BaseRootRoute, BaseRoute } from '@tanstack/router-core';
import { MAIN_ROUTES, OFFER_STAGE_ROUTES } from '../../domain/state/routes';
import { NotFoundPage } from '../pages/NotFoundPage';
import { AcceptedScreen, CheckingScreen, ContinueScreen, LegacyScreen, OfferStageScreen, RedirectedScreen, RejectedScreen, ThankYouScreen, UnsubscribeScreen } from './laterScreens';
import { useApp } from './AppContext';
import { LazyApplicationPage } from './LazyApplicationPage';
import { RootLayout } from './RootLayout';
import { LEGACY_PAGE_TITLES } from './screenForRoute';

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
 * A legacy page's route (spec §2): a page of the form engine for a brand running the legacy flow (brand.json
 * `legacyFlow`), else the redirect to the first step still to answer (ui/pages/LegacyPage.tsx).
 */
function LegacyRoute({ page }: { page: string }) {
  const { brand } = useApp().services;
  return brand.legacyFlow ? <LazyApplicationPage view="step" path={page} fromReview={false} /> : <LegacyScreen />;
}

/**
 * The route tree under the base path (spec §2): index, one URL per v3 step (`/step/{path}`) so browser back and
 * forward move between steps, the review page, every main and offer-stage route, `/continue/$id`, and the 404 screen
 * for anything else.
 */
export function createRouteTree(): AnyRoute {
  const root = createRootRoute({ component: RootLayout, notFoundComponent: NotFoundPage });
  const routes: AnyRoute[] = [
    createRoute({ getParentRoute: () => root, path: '/', component: () => <LazyApplicationPage view="index" /> }),
    createRoute({
      getParentRoute: () => root,
      path: '/step/$path',
      validateSearch: (search: Record<string, unknown>): { review?: string } => (search.review === '1' || search.review === 1 ? { review: '1' } : {}),
      component: function StepRoute() {
        const { path } = useParams({ strict: false }) as { path: string };
        const { review } = useSearch({ strict: false }) as { review?: string };
        return <LazyApplicationPage view="step" path={path} fromReview={review === '1'} />;
      },
    }),
    createRoute({ getParentRoute: () => root, path: '/check-answers', component: () => <LazyApplicationPage view="review" /> }),
    createRoute({
      getParentRoute: () => root,
      path: '/continue/$id',
      // The link may carry the affiliate transaction id (spec §2 landing parameters: refTransactionId, s_id fallback).
      validateSearch: (search: Record<string, unknown>): { ref?: string } => {
        const ref = search.refTransactionId ?? search.s_id;
        return typeof ref === 'string' || typeof ref === 'number' ? { ref: String(ref) } : {};
      },
      component: function ContinueRoute() {
        const { id } = useParams({ strict: false }) as { id: string };
        const { ref } = useSearch({ strict: false }) as { ref?: string };
        return <ContinueScreen id={id} {...(ref !== undefined ? { refTransactionId: ref } : {})} />;
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

/** The router under the configured base path (spec §1, §2 "a router with a configurable base path"). */
export function createAppRouter(basePath: string, history?: RouterHistory) {
  return createRouter({ routeTree: createRouteTree(), basepath: basePath, defaultPreload: false, scrollRestoration: true, ...(history ? { history } : {}) });
}
