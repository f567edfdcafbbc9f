import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { screenRedirect, type AskedScreen } from '../../domain/transitions/screenGuard';
import type { AppRoute } from '../../domain/state/routes';
import { useApp } from '../hooks/AppContext';
import { useNavigationSelect } from '../services/Navigation';
import { LEGACY_PAGE_TITLES } from '../stores/screenForRoute';
import { useFunnelNavigate } from '../hooks/useFunnelNavigate';
import { useT } from '../kit/Translate';
import { routeGuardOf, type RouteNoticeReason } from '../stores/RouteGuardStore';
import { REVIEW_ROUTE } from '../stores/stepConstants';
import { resumeScreen } from '../steps/StepStore';

/** `pathname` without a trailing slash while `at` says it is the screen's, else ''. */
const locationOf = (pathname: string, at: (pathname: string) => boolean): string => {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return at(trimmed) ? trimmed : '';
};

/** A location of the application form: a step, the review, or a legacy page. */
export const isFormLocation = (pathname: string): boolean =>
  pathname.startsWith('/step/') || pathname === REVIEW_ROUTE || Object.hasOwn(LEGACY_PAGE_TITLES, pathname);

interface ScreenGuardProps {
  /** The screen opened, as the table knows it. */
  readonly asked: AskedScreen;
  /** Whether the location is this screen's: a screen left for the next one after its step succeeded never redirects. */
  readonly at: (pathname: string) => boolean;
  /** What the screen it sends the applicant to says about why. */
  readonly reason: RouteNoticeReason;
  readonly children: ReactNode;
}

/**
 * The route guard (issue 22 item 4; docs/states-and-routes.md "Routes"). Every screen the
 * lead's state decides opens through it: the offer stage's, the results, and the form's steps and review. It asks the
 * transition table (`screenRedirect`, domain/transitions/screenGuard.ts) whether the state shows the screen; if not, it shows
 * nothing and replaces the location with the state's screen (before a decision, the form's first step still to
 * answer: `resumeScreen`), where a notice says why. A session without a lead is state 0: the form's first step. The
 * state is the one the API last answered (start-up reads it; a refused step brings it: RouteGuardStore.follow).
 */
export const ScreenGuard = observer(function ScreenGuard({ asked, at, reason, children }: ScreenGuardProps) {
  const { stores, services } = useApp();
  const { funnel } = stores;
  const { navigation } = services;
  const guard = routeGuardOf(stores);
  const navigate = useFunnelNavigate();
  // The location while it is this screen's, else '' (a prepared, hidden screen does not render again at each step
  // change). The app's navigation, not the router's: the screens render before the router's code (ui/services/Navigation.ts).
  const pathname = useNavigationSelect(navigation, (current) => locationOf(current.location().pathname, at));
  const target = pathname === '' ? null : screenRedirect(funnel.lead.id ? funnel.progressState : 0, asked);
  const resolved = target === null ? null : resumeScreen(funnel, target);
  const destination = resolved === pathname ? null : resolved;
  // The screen has been shown: a state that moves on under it comes from its own step (which then leads on) or from
  // the API's refusal (RouteGuardStore.follow), never from the URL.
  const shown = useRef(false);
  useEffect(() => {
    if (destination === null) {
      shown.current = true;
      if (pathname !== '') guard.leftFor(pathname);
      return;
    }
    const redirect = (why: RouteNoticeReason | null) => {
      guard.redirected(destination, why);
      navigate(destination, 'REPLACE');
    };
    // A screen the applicant was on (re-mounted as its own submit moved the state on) says nothing either.
    if (!shown.current) return redirect(guard.wasOn(pathname) ? null : reason);
    // A step that succeeded leads on by itself: its turn first; the guard moves only an applicant still here, and says
    // why only when the API refused a step (the applicant's own submit deciding the application needs no notice).
    const timer = setTimeout(() => {
      if (locationOf(navigation.location().pathname, at) !== '') redirect(null);
    }, 0);
    return () => clearTimeout(timer);
  }, [destination, pathname, reason, guard, navigate, navigation, at]);
  // Opened for a state that does not show it: nothing of it renders (no flash, no call of a screen out of turn).
  if (destination !== null && !shown.current) return null;
  const notice = guard.notice?.route === pathname ? guard.notice.reason : null;
  return (
    <>
      {notice && <RouteNoticeView reason={notice} />}
      {children}
    </>
  );
});

/** Why the applicant sees this screen instead of the one they opened, or why their step was not taken. */
function RouteNoticeView({ reason }: { reason: RouteNoticeReason }) {
  const t = useT();
  return (
    <div className="notice notice--warning" role="alert">
      <p>{t(`common^screenGuard>${reason}`)}</p>
    </div>
  );
}

/** `Screen` on `route` through the guard: a result route or another screen of its own (issue 11 item 6, issue 22 item 4). */
export function guardedRoute(route: AppRoute, Screen: ComponentType): ComponentType {
  const asked: AskedScreen = { kind: 'route', route };
  const at = (pathname: string): boolean => pathname === route;
  return function GuardedRoute() {
    return (
      <ScreenGuard asked={asked} at={at} reason="notPending">
        <Screen />
      </ScreenGuard>
    );
  };
}
