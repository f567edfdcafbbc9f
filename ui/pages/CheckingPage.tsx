import { observer } from 'mobx-react-lite';
import { useCallback, useEffect } from 'react';
import { Button } from '../kit/Button';
import { Spinner } from '../kit/Spinner';
import { useT } from '../kit/Translate';
import { useApp } from '../hooks/AppContext';
import { useFunnelNavigate } from '../hooks/useFunnelNavigate';
import { ResultScreen } from './ResultScreen';
import { decisionStoreOf } from '../stores/DecisionStore';

/** Checking (state 6): waits for the decision (AwaitDecision, bounded) and moves on to its screen. */
export const CheckingPage = observer(function CheckingPage() {
  const t = useT();
  const decision = decisionStoreOf(useApp().stores);
  const navigate = useFunnelNavigate();
  const check = useCallback(async () => {
    const route = await decision.awaitDecision();
    if (route && route !== '/checking') navigate(route, 'REPLACE');
  }, [decision, navigate]);
  // Once per visit of the screen; "check again" repeats it on request.
  useEffect(() => {
    void check();
  }, [check]);
  return (
    <ResultScreen title={t('common^results>checking>title')}>
      <p>{t('common^results>checking>body')}</p>
      {decision.waiting && <Spinner label={t('common^chrome>loading')} />}
      {(decision.undecided || decision.failed) && !decision.waiting && <Button onClick={() => void check()}>{t('common^buttons>retry')}</Button>}
    </ResultScreen>
  );
});
