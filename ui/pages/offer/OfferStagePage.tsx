import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';
import { INDEX_ROUTE, type OfferStageRoute } from '../../../domain/state/routes';
import { useApp } from '../../hooks/AppContext';
import type { AppServices, OfferStageServices } from '../../services/AppServices';
import { useFunnelNavigate } from '../../hooks/useFunnelNavigate';
import { Button } from '../../kit/Button';
import { Spinner } from '../../kit/Spinner';
import { useT } from '../../kit/Translate';
import { ResultScreen } from '../ResultScreen';
import { routeGuardOf } from '../../stores/RouteGuardStore';
import { ScreenGuard } from '../ScreenGuard';
import { followingRefusals } from './followRefusals';
import { OFFER_SCREENS, type OfferScreenProps } from './offerScreens';

/** The offer stage's services (use cases, `offer` texts), fetched once per app (a failed fetch is forgotten). */
const loading = new WeakMap<AppServices, Promise<OfferStageServices>>();
const offerStageOf = (services: AppServices): Promise<OfferStageServices> => {
  let pending = loading.get(services);
  if (!pending) loading.set(services, (pending = services.offerStage()));
  return pending;
};

/** Translation key of an offer-stage route's title (docs/states-and-routes.md "Routes"). */
export const offerStageTitleKey = (route: string): string => `common^offerStages>${route.slice(1)}>title`;

interface Loaded {
  readonly offer: OfferStageServices;
  readonly Screen: ComponentType<OfferScreenProps>;
}

/**
 * An offer-stage route (docs/offer-stage.md, docs/states-and-routes.md "Application states"; issue 12): the screen ui/pages/offer/offerScreens.ts names for it, once the offer
 * stage's services and the screen's chunk are loaded. It opens through the route guard (issue 22 item 4): only for a
 * lead whose state shows it (with no application under way, the form's first step), else the guard replaces it with
 * the state's screen. It rides in the later-screens chunk (ui/pages/laterPages.ts); each screen's own code loads on
 * its route (first-step budget).
 */
export function OfferStagePage({ route }: { route: OfferStageRoute }) {
  const asked = useMemo(() => ({ kind: 'route', route }) as const, [route]);
  const at = useCallback((pathname: string) => pathname === route, [route]);
  return (
    <ScreenGuard asked={asked} at={at} reason="notPending">
      {/* Keyed by route: a change of route starts with nothing loaded, so the last route's screen never shows (for a
          commit) under the new title, where its heading would take focus, and the applicant's first Tab with it. */}
      <OfferStageScreen key={route} route={route} />
    </ScreenGuard>
  );
}

const OfferStageScreen = observer(function OfferStageScreen({ route }: { route: OfferStageRoute }) {
  const t = useT();
  const { services, stores } = useApp();
  const navigate = useFunnelNavigate();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [tries, setTries] = useState(0);
  const loader = OFFER_SCREENS[route];
  const title = t(offerStageTitleKey(route));
  // A route without a screen (never in this build: offerScreens.test): back to the start.
  useEffect(() => {
    if (!loader) navigate(INDEX_ROUTE, 'REPLACE');
  }, [loader, navigate]);
  useEffect(() => {
    if (!loader) return;
    let live = true;
    void offerStageOf(services)
      // A step the API refuses out of turn brings the applicant to the state's screen (issue 22 item 4).
      .then((offer) => followingRefusals(offer, (refusal) => routeGuardOf(stores).follow(refusal)))
      .then((offer) => loader(offer).then((Screen) => [offer, Screen] as const))
      .then(
      ([offer, Screen]) => live && setLoaded({ offer, Screen }),
      () => {
        loading.delete(services);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [loader, services, stores, tries]);
  if (!loader) return null;
  if (failed) {
    return (
      <ResultScreen title={title}>
        <p role="alert">{t('common^notices>partNotLoaded')}</p>
        <Button
          onClick={() => {
            setFailed(false);
            setTries((n) => n + 1);
          }}
        >
          {t('common^buttons>retry')}
        </Button>
      </ResultScreen>
    );
  }
  if (!loaded) return <Spinner label={t('common^chrome>loading')} variant="neutral" />;
  const { Screen, offer } = loaded;
  return <Screen key={route} offer={offer} route={route} title={title} />;
});

