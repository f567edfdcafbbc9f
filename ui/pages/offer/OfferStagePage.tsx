import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useApp } from '../../app/AppContext';
import type { AppServices, OfferStageServices } from '../../app/AppServices';
import { Button } from '../../kit/Button';
import { Spinner } from '../../kit/Spinner';
import { useT } from '../../kit/Translate';
import { ResultScreen } from '../ResultScreen';
import { StagePage } from '../StagePage';
import { OFFER_SCREENS, offerScreenTitleKey } from './offerScreens';

/** The offer stage's services (use cases, `offer` texts), fetched once per app (a failed fetch is forgotten). */
const loading = new WeakMap<AppServices, Promise<OfferStageServices>>();
const offerStageOf = (services: AppServices): Promise<OfferStageServices> => {
  let pending = loading.get(services);
  if (!pending) loading.set(services, (pending = services.offerStage()));
  return pending;
};

/** The offer-stage routes with a screen of their own (offerScreens.ts), by the title key the router gives their stage screen. */
export const OFFER_SCREEN_TITLE_KEYS: Readonly<Record<string, string>> = Object.fromEntries(Object.keys(OFFER_SCREENS).map((route) => [route, offerScreenTitleKey(route)]));
const SCREEN_ROUTES: ReadonlyMap<string, string> = new Map(Object.entries(OFFER_SCREEN_TITLE_KEYS).map(([route, key]) => [key, route]));

/**
 * The stage screen of an offer-stage or legacy route (spec §2, §4; createAppRouter gives each its title key): an
 * offer-stage route with a screen of its own shows it once the offer stage's services are loaded; the others (and
 * any route without an application to act on) show the titled stage screen. It rides in the later-screens chunk
 * (ui/pages/laterPages.ts), so the router's start-up code is unchanged (first-step budget).
 */
export const OfferStagePage = observer(function OfferStagePage({ titleKey }: { titleKey: string }) {
  const t = useT();
  const { services, stores } = useApp();
  const [offer, setOffer] = useState<OfferStageServices | null>(null);
  const [failed, setFailed] = useState(false);
  const [tries, setTries] = useState(0);
  const route = SCREEN_ROUTES.get(titleKey);
  const hasScreen = route !== undefined;
  const hasLead = Boolean(stores.funnel.lead.id);
  useEffect(() => {
    if (!hasScreen || !hasLead) return;
    let live = true;
    void offerStageOf(services).then(
      (loaded) => live && setOffer(loaded),
      () => {
        loading.delete(services);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [hasScreen, hasLead, services, tries]);
  if (!hasScreen || !hasLead) return <StagePage titleKey={titleKey} />;
  if (failed) {
    return (
      <ResultScreen title={t(titleKey)}>
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
  if (!offer) return <Spinner label={t('common^chrome>loading')} variant="neutral" />;
  const Screen = OFFER_SCREENS[route];
  return Screen ? <Screen offer={offer} title={t(titleKey)} route={route} /> : <StagePage titleKey={titleKey} />;
});
