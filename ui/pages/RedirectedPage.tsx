import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '../kit/Button';
import { useT } from '../kit/Translate';
import { useApp } from '../hooks/AppContext';
import { ResultScreen } from './ResultScreen';
import { decisionStoreOf } from '../stores/DecisionStore';

/** The host an applicant will land on, shown beside every partner link so the destination is never hidden. */
const hostOf = (url: string): string => {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
};

/**
 * Redirected (state 12): names the partner and hands over (docs/product.md "What the product is"). Navigates by itself only to an allowlisted
 * https URL (docs/security-and-reliability.md "Partner redirects"), with PUSH or REPLACE per the redirect rule (docs/states-and-routes.md "Redirect on progress change"), and links only
 * there. Each state says what will really happen (issue 15 item 6): "we are taking you" only when the page navigates,
 * the real host beside the link; a target that cannot be opened (not https, unparseable, missing) gets a message and
 * a retry. A host off the allowlist is never linked (issue 22 item 6): the page says the offer cannot be opened here,
 * not to look for it elsewhere, and to try again later or contact the lender.
 */
export const RedirectedPage = observer(function RedirectedPage() {
  const t = useT();
  const { stores } = useApp();
  const { funnel } = stores;
  const decision = decisionStoreOf(stores);
  const [navigating, setNavigating] = useState(false);
  const handOverNow = useCallback(() => {
    void decision.handOverToPartner().then((target) => {
      if (!target) return;
      setNavigating(true);
      if (target.method === 'REPLACE') window.location.replace(target.url);
      else window.location.assign(target.url);
    });
  }, [decision]);
  useEffect(handOverNow, [handOverNow]);
  const partner = decision.partnerName || funnel.state?.result?.partner?.name || '';
  const handOver = decision.handOver;
  const link = handOver?.kind === 'Navigate' ? handOver.url : null;
  const host = link ? hostOf(link) : '';
  const notAllowed = handOver?.kind === 'CannotOpen' && handOver.reason === 'NotAllowlisted';
  return (
    <ResultScreen title={t('common^results>redirected>title', { partner })}>
      {link !== null && <p>{t('common^results>redirected>body', { partner, host })}</p>}
      {(decision.failed || handOver?.kind === 'CannotOpen') && (
        <>
          <p role="alert">{t(notAllowed ? 'common^results>redirected>notAllowed' : 'common^results>redirected>unavailable', { partner })}</p>
          <Button variant="secondary" onClick={handOverNow}>
            {t('common^buttons>retry')}
          </Button>
        </>
      )}
      {!navigating && link !== null && (
        <>
          <p>{t('common^results>redirected>manual')}</p>
          <p>
            <a href={link} rel="noopener noreferrer">
              {t('common^results>redirected>link', { partner, host })}
            </a>
          </p>
        </>
      )}
    </ResultScreen>
  );
});
