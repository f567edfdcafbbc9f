import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useApp } from '../../hooks/AppContext';
import { useFunnelNavigate } from '../../hooks/useFunnelNavigate';
import { Button } from '../../kit/Button';
import { ErrorSummary } from '../../kit/ErrorSummary';
import { OneTimeCodeForm } from '../../kit/OneTimeCodeForm';
import { useT } from '../../kit/Translate';
import { ResultScreen } from '../ResultScreen';
import type { MobileCodeStore } from './MobileCodeStore';
import { refusalText } from './refusalText';

const CODE_FIELD = 'mobile-code';
const RESEND_WAIT = 'mobile-code-resend-wait';
const RESEND_STATUS = 'mobile-code-resend-status';

/** Runs the store's countdown every second while a wait runs. */
export function useCountdown(store: MobileCodeStore): void {
  const waiting = store.resendWaitSeconds > 0;
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setInterval(() => store.tick(), 1000);
    return () => clearInterval(timer);
  }, [store, waiting]);
}

/**
 * /mobile-verification (docs/states-and-routes.md "Application states": state 7; issue 12): the SMS code, with the one-time-code autofill and a digit
 * keypad; a new code once the server's cooldown has passed (counted down on screen); a change of number; every
 * refusal says what to do and when (issue 15). The verified applicant goes where the new progress state points.
 */
export const MobileVerificationPage = observer(function MobileVerificationPage({ store, title }: { store: MobileCodeStore; title: string }) {
  const t = useT();
  const navigate = useFunnelNavigate();
  const { basePath } = useApp().services;
  const [code, setCode] = useState('');
  useCountdown(store);
  const refusal = store.refusalOn('code');
  // A refusal about sending (too soon) belongs to the resend button, not to the code field.
  const codeError = refusal && refusal.kind !== 'tooSoon' && refusal.kind !== 'phone' ? refusalText(t, refusal) : undefined;
  const wait = store.resendWaitSeconds;

  const verify = () => {
    void store.verify(code).then((outcome) => {
      if (outcome.kind === 'route') navigate(outcome.route, 'REPLACE');
    });
  };

  return (
    <ResultScreen title={title}>
      <ErrorSummary errors={codeError ? [{ fieldId: CODE_FIELD, message: codeError }] : []} focusKey={store.attempts} />
      <p>{store.sentTo ? t('offer^offer>mobile>sentTo', { number: store.sentTo }) : t('offer^offer>mobile>sent')}</p>
      <OneTimeCodeForm
        id={CODE_FIELD}
        label={t('offer^offer>mobile>codeLabel')}
        hint={t('offer^offer>mobile>codeHint')}
        value={code}
        onChange={setCode}
        error={codeError}
        onSubmit={verify}
        busy={store.busy}
        busyLabel={t('offer^offer>mobile>checking')}
        submitLabel={t('offer^offer>mobile>verify')}
      />
      <h2 className="heading-m">{t('offer^offer>mobile>noCode')}</h2>
      <p>
        <Button variant="secondary" busy={wait > 0} onClick={() => void store.resend()} id="mobile-code-resend">
          {t('offer^offer>mobile>resend')}
        </Button>
      </p>
      {/* Read once when it changes (not every second): the countdown itself is in the text below the button. */}
      <p role="status" className="hint" id={RESEND_STATUS}>
        {refusal?.kind === 'tooSoon' ? refusalText(t, refusal) : store.sentTo ? t('offer^offer>mobile>resent', { number: store.sentTo }) : ''}
      </p>
      {wait > 0 && (
        <p id={RESEND_WAIT} className="hint" aria-hidden="true">
          {t('offer^offer>mobile>resendIn', { seconds: wait })}
        </p>
      )}
      <p>
        <a href={`${basePath}/change-mobile-number`} onClick={(event) => {
          event.preventDefault();
          navigate('/change-mobile-number');
        }}>
          {t('offer^offer>mobile>changeNumber')}
        </a>
      </p>
    </ResultScreen>
  );
});
