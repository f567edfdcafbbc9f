import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { BankConnection } from '../../../domain/offer/bank/bankConnections';
import { useApp } from '../../hooks/AppContext';
import { useFunnelNavigate } from '../../hooks/useFunnelNavigate';
import { Button } from '../../kit/Button';
import { Spinner } from '../../kit/Spinner';
import { useT } from '../../kit/Translate';
import { ResultScreen } from '../ResultScreen';
import type { BankConnectionStore } from './BankConnectionStore';

/** The provider's answer in this page's query, read once and then removed, so a reload never sends a code twice. */
function takeProviderAnswer(): Record<string, string> {
  const url = new URL(window.location.href);
  const answer: Record<string, string> = {};
  for (const key of ['state', 'code', 'error']) {
    const value = url.searchParams.get(key);
    if (value !== null) answer[key] = value;
    url.searchParams.delete(key);
  }
  if (Object.keys(answer).length > 0) window.history.replaceState(window.history.state, '', url.toString());
  return answer;
}

/**
 * /instantor, /wenance-tink, /wenance-account, /moneyman-paylands (docs/states-and-routes.md "Application states": states 9, 17, 18, 19; issue 12): the
 * applicant lets the lender read their bank account through an open-banking provider: a button to the provider, a
 * waiting state while the lender takes the provider's answer, and a failure state with a retry.
 */
export const BankConnectionPage = observer(function BankConnectionPage({ store, title, connection }: { store: BankConnectionStore; title: string; connection: BankConnection }) {
  const t = useT();
  const navigate = useFunnelNavigate();
  const { basePath } = useApp().services;
  const provider = connection.providerName;

  useEffect(() => {
    const answer = takeProviderAnswer();
    if (Object.keys(answer).length === 0) return;
    void store.handleReturn(answer).then((outcome) => {
      if (outcome.kind === 'route') navigate(outcome.route, 'REPLACE');
    });
  }, [store, navigate]);

  const connect = () => {
    void store.connect(`${window.location.origin}${basePath}${connection.route}`).then((url) => {
      if (url) window.location.assign(url);
    });
  };

  const status = store.status;
  if (status.kind === 'connecting') {
    return (
      <ResultScreen title={title}>
        <Spinner variant="neutral" />
        <p role="status">{t('partner^partner>bank>connecting', { provider })}</p>
      </ResultScreen>
    );
  }
  return (
    <ResultScreen title={title}>
      {status.kind === 'failed' && (
        <div role="alert" className="error-summary" key={store.attempts}>
          <h2 className="heading-m">{t('partner^partner>bank>failedTitle')}</h2>
          <p>{t(`partner^partner>bank>failed>${status.reason}`, { provider })}</p>
        </div>
      )}
      <p>{t('partner^partner>bank>intro', { provider })}</p>
      <ul>
        <li>{t('partner^partner>bank>reads')}</li>
        <li>{t('partner^partner>bank>once')}</li>
      </ul>
      <p>{t('partner^partner>bank>redirect', { provider })}</p>
      <Button id="bank-connect" onClick={connect} busy={status.kind === 'redirecting'} busyLabel={t('partner^partner>bank>redirecting', { provider })}>
        {status.kind === 'failed' ? t('partner^partner>bank>retry') : t('partner^partner>bank>connect', { provider })}
      </Button>
    </ResultScreen>
  );
});
