import { runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { Activity, useEffect, useState } from 'react';
import { PageLoader } from '../chrome/PageLoader';
import { NotLoadedNotice } from '../kit/NotLoadedNotice';
import { Button } from '../kit/Button';
import { formatDuration } from '../kit/formatDuration';
import { formatMoney } from '../kit/formatMoney';
import { QuestionPage } from '../kit/QuestionPage';
import { useT } from '../kit/Translate';
import { VisuallyHidden } from '../kit/VisuallyHidden';
import { useApp } from '../hooks/AppContext';
import { useFunnelNavigate } from '../hooks/useFunnelNavigate';
import { usePageTitle } from '../hooks/usePageTitle';
import { useToday } from '../hooks/useToday';
import { useValueContext } from '../steps/useValueContext';
import { summaryTarget } from '../steps/FieldControl';
import { StepForm, visibleFields } from '../steps/StepForm';
import { laterStepsChunk, withLaterSteps } from '../steps/laterSteps';
import { useLazyModule } from '../kit/useLazyModule';
import { flowKeys } from '../kit/flowKeys';
import { validationMessage } from '../kit/validationMessage';
import { optionalText, stepKeys } from '../steps/flowText';
import { REVIEW_ROUTE, StepStore } from '../steps/StepStore';
import { LoanModal } from './LoanModal';
import { NotFoundPage } from './NotFoundPage';

/**
 * One step of the dynamic flow at its own URL (docs/states-and-routes.md "Routes": v3 flow): section label, progress, the step's
 * questions, Back (answers kept), Continue (validate, save, go on). After a Change from the review page, Continue
 * returns there.
 */
export const StepPage = observer(function StepPage({ path, fromReview }: { path: string; fromReview: boolean }) {
  const { funnel } = useApp().stores;
  // Renders again when the later steps' code arrives (at the first answer): the next step can then be prepared
  // (below), and what Continue needs is readied meanwhile, so even the first Continue is instant (issue 14).
  const later = useLazyModule(laterStepsChunk).module;
  useEffect(() => {
    if (later) funnel.prepareAhead();
  }, [later, funnel]);
  // Until the step catalogue's chunk arrives only the first step is defined (domain/flow/headFlow.ts).
  if (!funnel.flowReady && path !== funnel.flow.steps[0]?.path) return <FlowLoading />;
  const step = funnel.stepAt(path);
  if (!step) return <NotFoundPage />;
  // The next step is prepared while this one is answered (issue 14 item 2): rendered hidden, at React's idle priority,
  // so Continue only shows it. Not from the review (Continue returns there), not in the legacy flow (a route per page),
  // and only once the later-step code is here (a hidden step never waits for a chunk; ui/steps/showPrepared.ts).
  const nextPath = fromReview || !funnel.flowReady || funnel.flow.form === 'legacy' ? null : funnel.nextOf(path);
  const nextStep = nextPath === null ? undefined : funnel.stepAt(nextPath);
  const next = nextStep && laterStepsChunk.current() ? nextPath : null;
  return (
    <>
      <Activity key={fromReview ? `${path}?review` : path} mode="visible">
        <StepScreen path={path} fromReview={fromReview} />
      </Activity>
      {next !== null && (
        <Activity key={next} mode="hidden">
          <StepScreen path={next} fromReview={false} />
        </Activity>
      )}
    </>
  );
});

/** The loader while the brand's flow arrives; a retry when it could not (offline). */
const FlowLoading = observer(function FlowLoading() {
  const { funnel } = useApp().stores;
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setFailed(false);
    void funnel.ensureFlow().then(() => {
      if (live && !funnel.flowReady) setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [funnel, attempt]);
  if (!failed) return <PageLoader />;
  return <NotLoadedNotice onRetry={() => setAttempt((n) => n + 1)} />;
});

const StepScreen = observer(function StepScreen({ path, fromReview }: { path: string; fromReview: boolean }) {
  const t = useT();
  const { services, stores } = useApp();
  const { funnel } = stores;
  const { brand } = services;
  const navigate = useFunnelNavigate();
  const today = useToday();
  const ctx = useValueContext();
  // In an action (untracked): what the store starts from is read once, so a later answer does not render this step again.
  const [store] = useState(() =>
    runInAction(() => new StepStore(funnel.stepAt(path)!, { funnel, lookUpPostcode: services.useCases.lookUpPostcode, captcha: services.captcha, brand, ctx, events: services.funnelEvents, clock: services.clock }, fromReview)),
  );
  const { step, form, loan } = store;
  // Read once: focus moves to the heading when this step was reached within the app, not on a page load.
  // Focus moves to the heading when this step was reached within the app, not on a page load: asked when it is shown.
  const focusOnMount = () => stores.chrome.navigatedInApp;
  // A step prepared ahead is shown later: it takes what was saved meanwhile (its code came with the later-step chunk).
  // Shown now (an effect runs when the step becomes visible): its event goes once that chunk is here (docs/funnel-events.md).
  // Its draft comes back and is kept from then on (docs/drafts.md "Restoring"): the code is fetched now when one is stored.
  useEffect(() => {
    const shownAt = services.clock.now();
    laterStepsChunk.current()?.showPrepared(store, funnel);
    if (services.draftsStored?.()) laterStepsChunk.prefetch();
    let stopDraft = () => {};
    const stop = withLaterSteps((chunk) => {
      chunk.stepShown(store, shownAt);
      stopDraft = chunk.keepDraft(store.form, path, funnel, services.answerDrafts);
    });
    return () => {
      stop();
      stopDraft();
    };
  }, [store, funnel, services, path]);

  const keys = stepKeys(path, step.fieldSteps);
  const fields = visibleFields(step);
  // A legacy page is one form of several questions headed by its section label (docs/product.md "Screens and routes"), whatever its field count.
  const legacyPage = step.fieldSteps !== undefined;
  const single = fields.length === 1 && !legacyPage;
  const heading = single ? undefined : t(legacyPage ? flowKeys.section(step.section) : keys.title);
  const titleText = single && fields[0] ? t(keys.label(fields[0].name)) : heading;
  const hint = legacyPage ? undefined : optionalText(t, keys.hint);
  const lastLegacyPage = legacyPage && funnel.nextOf(path) === null;
  usePageTitle(titleText, form.hasProblems);

  const onContinue = async () => {
    const next = await store.continue(today());
    if (next === null) return;
    if (fromReview) stores.chrome.notify('updated');
    navigate(next);
  };

  const previous = funnel.previousOf(path);
  const backTo = fromReview ? REVIEW_ROUTE : previous ? funnel.routeOf(previous) : null;
  const errors = form.orderedProblems.map(({ field, problem }) => ({
    fieldId: summaryTarget(field),
    message: validationMessage(t, problem, brand.intlLocale, field.name),
    // On a page with several questions the summary names each field; a single question is the page heading already.
    ...(single ? {} : { label: t(keys.label(field.name)) }),
  }));

  return (
    <>
      {store.failed && (
        <div className="notice notice--warning" role="alert">
          <p>{t('common^notices>saveFailed')}</p>
        </div>
      )}
      <QuestionPage
        stepKey={path}
        focusOnMount={focusOnMount}
        heading={heading}
        {...(legacyPage ? (lastLegacyPage ? { continueLabel: t('common^buttons>submit') } : {}) : { caption: t(flowKeys.section(step.section)) })}
        {...(hint !== undefined ? { hint } : {})}
        progress={{ current: funnel.positionOf(path), total: funnel.steps.length }}
        {...(backTo
          ? {
              back: {
                href: `${services.basePath}${backTo}`,
                onNavigate: (event) => {
                  event.preventDefault();
                  navigate(backTo);
                },
              },
            }
          : {})}
        errors={errors}
        errorFocusKey={form.attempts}
        onContinue={() => void onContinue()}
        busy={store.continuing || funnel.saving}
      >
        {step.modal && (
          <div className="loan-summary">
            <p>
              {t('common^loan>amount')}: <strong>{formatMoney(loan.amount, brand.intlLocale, brand.currency)}</strong>
              {' · '}
              {t('common^loan>period')}: <strong>{formatDuration(loan.period, loan.limits.period.scale, brand.intlLocale)}</strong>
            </p>
            <Button variant="secondary" onClick={() => store.openModal()}>
              {t('common^buttons>change')} <VisuallyHidden>{t('common^loan>amount')}</VisuallyHidden>
            </Button>
          </div>
        )}
        <StepForm
          step={step}
          form={form}
          keys={keys}
          ctx={ctx}
          currency={brand.currency}
          displayLocale={brand.intlLocale}
          {...(store.province !== undefined ? { province: store.province } : {})}
          onPostcodeChange={(value) => void laterStepsChunk.current()?.lookUpProvince(store, value)}
        />
      </QuestionPage>
      {step.modal && (
        <LoanModal
          loan={loan}
          open={store.modalOpen}
          onClose={() => store.closeModal()}
          intlLocale={brand.intlLocale}
          currency={brand.currency}
          keys={stepKeys(step.modal.path)}
        />
      )}
    </>
  );
});
