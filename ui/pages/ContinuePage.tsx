import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Spinner } from '../kit/Spinner';
import { useT } from '../kit/Translate';
import { useApp } from '../app/AppContext';
import { screenForRoute } from '../app/screenForRoute';
import { useFunnelNavigate } from '../hooks/useFunnelNavigate';
import { ResultScreen } from './ResultScreen';
import { stepRoute } from '../stores/StepStore';

/**
 * /continue/:id (spec §2): resumes a saved application in any browser; lands on the first step still to answer, or on
 * the screen of its progress state.
 */
export const ContinuePage = observer(function ContinuePage({ id, refTransactionId }: { id: string; refTransactionId?: string }) {
  const t = useT();
  const { funnel } = useApp().stores;
  const navigate = useFunnelNavigate();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    void funnel.resume(id, refTransactionId).then((outcome) => {
      if (outcome.kind !== 'route') {
        setFailed(true);
        return;
      }
      navigate(screenForRoute(outcome.route, stepRoute(funnel.resumePath)), 'REPLACE');
    });
  }, [funnel, id, refTransactionId, navigate]);
  return (
    <ResultScreen title={t('common^results>continue>title')}>
      {failed ? <p>{t('common^results>continue>failed')}</p> : <Spinner label={t('common^chrome>loading')} variant="neutral" />}
    </ResultScreen>
  );
});
