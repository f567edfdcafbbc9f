import type { ReactElement } from 'react';
import type { OfferStageRoute } from '../../domain/state/routes';
import { NotFoundPage } from '../pages/NotFoundPage';
import { REVIEW_ROUTE } from '../stores/stepConstants';
import { useApp } from '../hooks/AppContext';
import { LazyApplicationPage } from './LazyApplicationPage';
import { AcceptedScreen, CheckingScreen, ContinueScreen, FormRedirectScreen, OfferStageScreen, RedirectedScreen, RejectedScreen, ThankYouScreen, UnsubscribeScreen } from './laterScreens';
import { useNavigationSelect, type NavigationLocation } from '../services/Navigation';
import { screenOf, type ResultRoute } from './screenRoutes';

// Every screen here but the 404 (which a step also shows) loads with its route: step 1 never shows them (first-step budget).
const RESULT_PAGES: Readonly<Record<ResultRoute, () => ReactElement>> = {
  '/checking': () => <CheckingScreen />,
  '/accepted': () => <AcceptedScreen />,
  '/rejected': () => <RejectedScreen />,
  '/thank-you': () => <ThankYouScreen />,
  '/redirected': () => <RedirectedScreen />,
  '/unsubscribe': () => <UnsubscribeScreen />,
  '/404': () => <NotFoundPage />,
};

/**
 * The screen of the current route (docs/states-and-routes.md "Routes": route tree; ui/app/screenRoutes.ts), drawn by the app rather than by the
 * router, so the same tree renders before the router's code is there (the first step) and after (ui/services/Navigation.ts).
 * The screen changes when the router has resolved the new location, as the router's own matches would; within the
 * funnel the step follows the location at once (FunnelRoute).
 */
export function Screen() {
  const { navigation } = useApp().services;
  const key = useNavigationSelect(navigation, (nav) => screenOf(nav.resolved().pathname));
  if (key === 'index') return <LazyApplicationPage view="index" />;
  if (key === 'funnel') return <FunnelRoute />;
  if (key === 'continue') return <ContinueRoute />;
  if (key === 'notFound') return <NotFoundPage />;
  if (key.startsWith('legacy:')) return <LegacyRoute page={key.slice('legacy:/'.length)} />;
  if (key.startsWith('offer:')) return <OfferStageScreen route={key.slice('offer:'.length) as OfferStageRoute} />;
  return RESULT_PAGES[key as ResultRoute]();
}

/**
 * A legacy page's route (docs/legacy-flow.md): a page of the form engine for a brand running the legacy flow (brand.json
 * `legacyFlow`), else the redirect to the first step still to answer (ui/pages/FormRedirectPage.tsx).
 */
function LegacyRoute({ page }: { page: string }) {
  const { brand } = useApp().services;
  return brand.legacyFlow ? <LazyApplicationPage view="step" path={page} fromReview={false} /> : <FormRedirectScreen />;
}

/**
 * A step's route or the review's. From the location: the page shows as soon as the router is headed there, one
 * commit before it resolves (issue 14). While the router leaves it for another route, the page it still shows is the
 * resolved location's.
 */
function FunnelRoute() {
  const { navigation } = useApp().services;
  const located = useNavigationSelect(navigation, (nav) => locatedPage(nav.location()) ?? locatedPage(nav.resolved())) ?? '';
  if (located === REVIEW_ROUTE) return <LazyApplicationPage view="review" />;
  return <LazyApplicationPage view="step" path={located.replace(REVIEW, '')} fromReview={located.endsWith(REVIEW)} />;
}

const REVIEW = '?review';
/**
 * The review's route, or the step `location` names (`/step/{path}`) with REVIEW after it for a Change from the
 * review (`?review=1`); undefined off those routes. A string: selected from the navigation, it renders only when it changes.
 */
export function locatedPage(location: NavigationLocation): string | undefined {
  if (location.pathname.replace(/\/$/, '') === REVIEW_ROUTE) return REVIEW_ROUTE;
  const path = /^\/step\/([\w-]+)\/?$/.exec(location.pathname)?.[1];
  const review = location.search.review;
  return path && (review === '1' || review === 1 ? path + REVIEW : path);
}

/**
 * The lead id of a `/continue/{id}` location (as it stands: lead ids are UUIDs), with '?' and the affiliate
 * transaction id after it when the link carries one (docs/affiliates.md "The reference": landing parameters: refTransactionId, s_id fallback);
 * undefined off that route. A string, as above; a path segment never holds '?'.
 */
export function continueLink(location: NavigationLocation): string | undefined {
  const id = /^\/continue\/([^/]+)\/?$/.exec(location.pathname)?.[1];
  const ref = location.search.refTransactionId ?? location.search.s_id;
  return id && id + (typeof ref === 'string' || typeof ref === 'number' ? `?${ref}` : '');
}

function ContinueRoute() {
  const { navigation } = useApp().services;
  const link = useNavigationSelect(navigation, (nav) => continueLink(nav.location()) ?? continueLink(nav.resolved())) ?? '';
  const at = link.indexOf('?');
  return <ContinueScreen id={at < 0 ? link : link.slice(0, at)} {...(at < 0 ? {} : { refTransactionId: link.slice(at + 1) })} />;
}
