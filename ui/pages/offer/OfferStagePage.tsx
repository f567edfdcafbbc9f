import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useApp } from '../../app/AppContext';
import type { AppServices, OfferStageServices } from '../../app/AppServices';
import { offerStageTitleKey } from '../../app/offerStageTitleKey';
import { Button } from '../../kit/Button';
import { Spinner } from '../../kit/Spinner';
import { useT } from '../../kit/Translate';
import { ResultScreen } from '../ResultScreen';
import { StagePage } from '../StagePage';
import { ChangeMobileNumberPage } from './ChangeMobileNumberPage';
import { MobileCodeStore } from './MobileCodeStore';
import { MobileVerificationPage } from './MobileVerificationPage';

/** The offer stage's services (use cases, `offer` texts), fetched once per app (a failed fetch is forgotten). */
const loading = new WeakMap<AppServices, Promise<OfferStageServices>>();
const offerStageOf = (services: AppServices): Promise<OfferStageServices> => {
  let pending = loading.get(services);
  if (!pending) loading.set(services, (pending = services.offerStage()));
  return pending;
};

/**
 * An offer-stage route (spec §2, §4): the routes with a screen of their own show it once the offer stage's services
 * are loaded; the others (and any route without an application to act on) show the titled stage screen.
 */
export const OfferStagePage = observer(function OfferStagePage({ route }: { route: string }) {
  const t = useT();
  const { services, stores } = useApp();
  const [offer, setOffer] = useState<OfferStageServices | null>(null);
  const [failed, setFailed] = useState(false);
  const [tries, setTries] = useState(0);
  const hasScreen = route === '/mobile-verification' || route === '/change-mobile-number';
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
  if (!hasScreen || !hasLead) return <StagePage titleKey={offerStageTitleKey(route)} />;
  if (failed) {
    return (
      <ResultScreen title={t(offerStageTitleKey(route))}>
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
  const store = stores.screenStore(MobileCodeStore, (s, root) => new MobileCodeStore(offer, root.funnel, s.clock));
  return route === '/mobile-verification' ? <MobileVerificationPage store={store} /> : <ChangeMobileNumberPage store={store} />;
});
