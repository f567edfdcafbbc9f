import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProofRequired, ResumeApplicationOutput } from '../../application/usecases/ResumeApplication';
import type { UseCaseError } from '../../application/usecases/UseCaseError';
import type { Result } from '../../domain/shared/Result';
import { useApp } from '../hooks/AppContext';
import { Button } from '../kit/Button';
import { ErrorSummary } from '../kit/ErrorSummary';
import { OneTimeCodeForm } from '../kit/OneTimeCodeForm';
import { useT, type TranslateFn } from '../kit/Translate';
import { ResultScreen } from './ResultScreen';

const CODE_FIELD = 'resume-code';
const SEND_BUTTON = 'resume-code-send';
const CODE_FORMAT = /^\d{4,8}$/;

type Outcome = Result<ResumeApplicationOutput, UseCaseError | ProofRequired>;

/** What a refused code or send means to the applicant (the API's field error on `code`), or null for another failure. */
export function codeRefusalText(t: TranslateFn, error: UseCaseError | ProofRequired): string | null {
  if (error.kind !== 'Validation') return null;
  const refusal = error.fieldErrors.find((e) => e.field === 'code');
  const wait = Number(refusal?.params?.retryAfterSeconds ?? 0);
  if (refusal?.code === 'WrongCode') return t('common^resume>wrongLeft', { left: Number(refusal.params?.attemptsLeft ?? 0) });
  if (refusal?.code === 'TooManyAttempts') return wait > 60 ? t('common^resume>tooManyWait', { minutes: Math.ceil(wait / 60) }) : t('common^resume>spent');
  if (refusal?.code === 'ResendTooSoon') return t('common^resume>resendIn', { seconds: wait });
  return null;
}

/**
 * The resume screen of a browser without the application's credential (issue 15 item 2): nothing personal is shown
 * until the applicant types the one-time code sent to the mobile (or e-mail) on file, shown masked. Opening the link
 * sends nothing (issue 22: every visit sent an SMS): the applicant asks for a code ("Send me a code"), then types it.
 * The right code hands this browser the credential and `onVerified` resumes as usual; every refusal says what to do
 * and when.
 */
export function ResumeVerificationPage({ id, onVerified, onUnavailable }: { id: string; onVerified: () => void; onUnavailable: () => void }) {
  const t = useT();
  const { resumeApplication } = useApp().services.useCases;
  const [target, setTarget] = useState<string | null>(null);
  const [sent, setSent] = useState<'first' | 'again' | null>(null);
  const [wait, setWait] = useState(0);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [attempts, setAttempts] = useState(0);
  const [busy, setBusy] = useState(false);

  const settle = useCallback(
    (outcome: Outcome, asked: 'first' | 'again' | null): void => {
      setBusy(false);
      if (outcome.ok) return onVerified();
      const failure = outcome.error;
      if (failure.kind === 'ProofRequired') {
        setTarget(failure.maskedTarget);
        setWait(failure.retryAfterSeconds);
        // Sent now, or moments ago (ResendTooSoon): either way a code is on its way, so the code can be typed.
        if (asked !== null && (failure.codeSent || failure.retryAfterSeconds > 0)) {
          setError(null);
          setSent((before) => (failure.codeSent ? asked : (before ?? 'first')));
        }
        return;
      }
      const refusal = codeRefusalText(t, failure);
      if (refusal === null) return onUnavailable();
      setError(refusal);
      setAttempts((n) => n + 1);
    },
    [t, onVerified, onUnavailable],
  );

  // Where a code would go (masked), read once without sending one (a re-render of the parent reads nothing again).
  const settleLater = useRef(settle);
  settleLater.current = settle;
  useEffect(() => {
    void resumeApplication.execute({ id }).then((outcome) => settleLater.current(outcome, null));
  }, [resumeApplication, id]);

  const send = (asked: 'first' | 'again') => {
    setBusy(true);
    void resumeApplication.execute({ id, sendCode: true }).then((outcome) => settle(outcome, asked));
  };
  // The countdown runs while a wait does; the timer is set once per wait, not every second.
  const waiting = wait > 0;
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setInterval(() => setWait((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(timer);
  }, [waiting]);

  const verify = () => {
    const typed = code.trim();
    if (!CODE_FORMAT.test(typed)) {
      setError(t('common^resume>format'));
      setAttempts((n) => n + 1);
      return;
    }
    setError(null);
    setBusy(true);
    void resumeApplication.execute({ id, code: typed }).then((outcome) => settle(outcome, null));
  };

  if (sent === null) {
    return (
      <ResultScreen title={t('common^resume>title')}>
        <ErrorSummary errors={error ? [{ fieldId: SEND_BUTTON, message: error }] : []} focusKey={attempts} />
        <p>{t('common^resume>why')}</p>
        {target !== null && <p>{t('common^resume>willSend', { target })}</p>}
        <p>
          <Button id={SEND_BUTTON} busy={busy || wait > 0} busyLabel={t('common^resume>sending')} onClick={() => send('first')}>
            {t('common^resume>send')}
          </Button>
        </p>
      </ResultScreen>
    );
  }
  return (
    <ResultScreen title={t('common^resume>title')}>
      <ErrorSummary errors={error ? [{ fieldId: CODE_FIELD, message: error }] : []} focusKey={attempts} />
      <p>{t('common^resume>why')}</p>
      {target !== null && <p>{t('common^resume>sentTo', { target })}</p>}
      <OneTimeCodeForm
        id={CODE_FIELD}
        label={t('common^resume>codeLabel')}
        hint={t('common^resume>codeHint')}
        value={code}
        onChange={setCode}
        error={error ?? undefined}
        onSubmit={verify}
        busy={busy}
        busyLabel={t('common^resume>checking')}
        submitLabel={t('common^resume>verify')}
      />
      <p>
        <Button variant="secondary" busy={wait > 0} onClick={() => send('again')} id="resume-code-resend">
          {t('common^resume>resend')}
        </Button>
      </p>
      <p role="status" className="hint">
        {sent === 'again' && target !== null ? t('common^resume>resent', { target }) : ''}
      </p>
      {wait > 0 && (
        <p className="hint" aria-hidden="true">
          {t('common^resume>resendIn', { seconds: wait })}
        </p>
      )}
    </ResultScreen>
  );
}
