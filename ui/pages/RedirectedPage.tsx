import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useT } from '../kit/Translate';
import { useApp } from '../app/AppContext';
import { ResultScreen } from './ResultScreen';
import { decisionStoreOf } from '../stores/DecisionStore';

/**
 * Redirected (state 12): names the partner and hands over (spec §1). Navigates by itself only to an allowlisted
 * https URL (tracking-privacy-security.md §3), with PUSH or REPLACE per the redirect rule (spec §4); otherwise the
 * page shows the link (never a non-https one).
 */
export const RedirectedPage = observer(function RedirectedPage() {
  const t = useT();
  const { stores } = useApp();
  const { funnel } = stores;
  const decision = decisionStoreOf(stores);
  const [navigating, setNavigating] = useState(false);
  useEffect(() => {
    void decision.handOverToPartner().then((target) => {
      if (!target) return;
      setNavigating(true);
      if (target.method === 'REPLACE') window.location.replace(target.url);
      else window.location.assign(target.url);
    });
  }, [decision]);
  const partner = decision.partnerName || funnel.state?.result?.partner?.name || '';
  const link = decision.handOver?.url ?? null;
  return (
    <ResultScreen title={t('common^results>redirected>title', { partner })}>
      <p>{t('common^results>redirected>body', { partner })}</p>
      {!navigating && link !== null && (
        <>
          <p>{t('common^results>redirected>manual')}</p>
          <p>
            <a href={link} rel="noopener noreferrer">
              {t('common^results>redirected>link', { partner })}
            </a>
          </p>
        </>
      )}
    </ResultScreen>
  );
});
