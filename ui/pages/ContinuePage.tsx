import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '../kit/Button';
import { Spinner } from '../kit/Spinner';
import { useT } from '../kit/Translate';
import { useApp } from '../hooks/AppContext';
import { useFunnelNavigate } from '../hooks/useFunnelNavigate';
import { ResultScreen } from './ResultScreen';
import { ResumeVerificationPage } from './ResumeVerificationPage';
import { resumeScreen } from '../steps/StepStore';

type ResumeFailure = 'unavailable' | 'notFound' | 'proofRequired';

/**
 * Why a resume failed, as the applicant must hear it (issue 15 item 6): when the service could not answer (network,
 * timeout, 5xx, an unreadable answer) the application may well exist, so the page says the service is unavailable and
 * offers a retry instead of inviting a duplicate; only a definitive answer (unknown or expired id, a refused link) says
 * it was not found.
 */
export const resumeFailureOf = (reason: string): ResumeFailure =>
  reason === 'ProofRequired'
    ? 'proofRequired'
    : reason === 'Network' || reason === 'Timeout' || reason === 'Server' || reason === 'MalformedResponse'
      ? 'unavailable'
      : 'notFound';

/**
 * /continue/:id (docs/states-and-routes.md "Routes"): resumes a saved application; lands on the first step still to answer, or on the screen of
 * its progress state. A browser without the application's credential first proves who the applicant is with a
 * one-time code (ResumeVerificationPage, issue 15 item 2); the browser that created it resumes without one. An unknown
 * or expired link says so and offers a new application (a link to the first step, issue 22).
 */
export const ContinuePage = observer(function ContinuePage({ id, refTransactionId }: { id: string; refTransactionId?: string }) {
  const t = useT();
  const { stores, services } = useApp();
  const { funnel } = stores;
  const { basePath } = services;
  const navigate = useFunnelNavigate();
  const [failure, setFailure] = useState<ResumeFailure | null>(null);
  const resume = useCallback(() => {
    setFailure(null);
    void funnel.resume(id, refTransactionId).then((outcome) => {
      if (outcome.kind !== 'route') {
        setFailure(resumeFailureOf(outcome.kind === 'failed' ? outcome.reason : 'NotFound'));
        return;
      }
      navigate(resumeScreen(funnel, outcome.route), 'REPLACE');
    });
  }, [funnel, id, refTransactionId, navigate]);
  useEffect(resume, [resume]);
  if (failure === 'proofRequired') return <ResumeVerificationPage id={id} onVerified={resume} onUnavailable={() => setFailure('unavailable')} />;
  return (
    <ResultScreen title={t('common^results>continue>title')}>
      {failure === null && <Spinner label={t('common^chrome>loading')} variant="neutral" />}
      {failure === 'unavailable' && (
        <>
          <p role="alert">{t('common^results>continue>unavailable')}</p>
          <Button onClick={resume}>{t('common^buttons>retry')}</Button>
        </>
      )}
      {failure === 'notFound' && (
        <>
          <p role="alert">{t('common^results>continue>failed')}</p>
          <p>
            <a className="button button--primary" href={`${basePath}/`}>
              {t('common^results>continue>startAgain')}
            </a>
          </p>
        </>
      )}
    </ResultScreen>
  );
});
