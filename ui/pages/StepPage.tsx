import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Button } from '../kit/Button';
import { formatDuration } from '../kit/formatDuration';
import { formatMoney } from '../kit/formatMoney';
import { QuestionPage } from '../kit/QuestionPage';
import { useT } from '../kit/Translate';
import { VisuallyHidden } from '../kit/VisuallyHidden';
import { useApp } from '../app/AppContext';
import { useFunnelNavigate } from '../hooks/useFunnelNavigate';
import { usePageTitle } from '../hooks/usePageTitle';
import { useToday } from '../hooks/useToday';
import { useValueContext } from '../hooks/useValueContext';
import { summaryTarget } from '../steps/FieldControl';
import { StepForm, visibleFields } from '../steps/StepForm';
import { flowKeys } from '../kit/flowKeys';
import { validationMessage } from '../kit/validationMessage';
import { optionalText, stepKeys } from '../steps/flowText';
import { LoanSelectionStore } from '../stores/LoanSelectionStore';
import { StepFormStore } from '../stores/StepFormStore';
import { LoanModal } from './LoanModal';
import { NotFoundPage } from './NotFoundPage';

/** Route of the check-your-answers page (accessibility.md "Check your answers"). */
export const REVIEW_ROUTE = '/check-answers';
export const stepRoute = (path: string): string => `/step/${path}`;

const CAPTCHA_ACTION = 'initial_details';

/**
 * One step of the dynamic flow at its own URL (spec §2 v3 flow; issue 5 §3): section label, progress, the step's
 * questions, Back (answers kept), Continue (validate, save, go on). After a Change from the review page, Continue
 * returns there.
 */
export const StepPage = observer(function StepPage({ path, fromReview }: { path: string; fromReview: boolean }) {
  const step = useApp().stores.funnel.stepAt(path);
  if (!step) return <NotFoundPage />;
  return <StepScreen key={path} path={path} fromReview={fromReview} />;
});

const StepScreen = observer(function StepScreen({ path, fromReview }: { path: string; fromReview: boolean }) {
  const t = useT();
  const { services, stores } = useApp();
  const { funnel } = stores;
  const { brand } = services;
  const navigate = useFunnelNavigate();
  const today = useToday();
  const ctx = useValueContext();
  const step = funnel.stepAt(path)!;
  const [form] = useState(() => new StepFormStore(step, funnel.lead, funnel.errorsOf(path), ctx));
  const [loan] = useState(() => new LoanSelectionStore(brand, funnel.lead));
  const [modalOpen, setModalOpen] = useState(false);
  const [province, setProvince] = useState<string | undefined>(undefined);
  const [failed, setFailed] = useState(false);

  // The amount modal is shown at start (spec §2 row 1): on the first visit, before a lead exists.
  useEffect(() => {
    if (step.modal?.showAtStart && !funnel.lead.id) setModalOpen(true);
  }, [step, funnel]);

  const keys = stepKeys(funnel.flow.flowId, path);
  const fields = visibleFields(step);
  const single = fields.length === 1;
  const heading = single ? undefined : t(keys.title);
  const titleText = single && fields[0] ? t(keys.label(fields[0].name)) : heading;
  const hint = optionalText(t, keys.hint);
  usePageTitle(titleText, form.hasProblems);

  const skip = new Set(step.fields.filter((field) => field.control === 'captcha').map((field) => field.name));

  const onPostcodeChange = (value: string) => {
    const provinceField = step.fields.find((field) => field.name.endsWith('.province'));
    if (!/^\d{5}$/.test(value.trim())) return;
    void services.useCases.lookUpPostcode.execute({ postalCode: value }).then((found) => {
      if (!found.ok) return;
      setProvince(found.value.province);
      if (provinceField && form.values[provinceField.name] === '') form.setValue(provinceField.name, found.value.province);
    });
  };

  const onContinue = async () => {
    setFailed(false);
    if (!form.validate(today(), skip)) return;
    let answers = form.answers(skip);
    if (step.modal) answers = { ...answers, ...loan.answers };
    if (skip.size > 0) {
      const token = await services.captcha.token(CAPTCHA_ACTION);
      if (token.ok) answers = { ...answers, googleCaptchaToken: token.value };
    }
    const outcome = await funnel.saveStep(path, answers);
    if (outcome.kind === 'saved') {
      if (fromReview) stores.chrome.notify('updated');
      navigate(fromReview || outcome.nextPath === null ? REVIEW_ROUTE : stepRoute(outcome.nextPath));
      return;
    }
    if (outcome.kind === 'fieldErrors') {
      if (outcome.path === path) form.showServerErrors(funnel.errorsOf(path));
      else navigate(stepRoute(outcome.path));
      return;
    }
    setFailed(true);
  };

  const previous = funnel.previousOf(path);
  const backTo = fromReview ? REVIEW_ROUTE : previous ? stepRoute(previous) : null;
  const errors = form.orderedProblems.map(({ field, problem }) => ({
    fieldId: summaryTarget(field),
    message: validationMessage(t, problem, brand.intlLocale),
  }));

  return (
    <>
      {failed && (
        <div className="notice notice--warning" role="alert">
          <p>{t('common^notices>saveFailed')}</p>
        </div>
      )}
      <QuestionPage
        stepKey={path}
        heading={heading}
        caption={t(flowKeys.section(step.section))}
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
        busy={funnel.saving}
      >
        {step.modal && (
          <div className="loan-summary">
            <p>
              {t('common^loan>amount')}: <strong>{formatMoney(loan.amount, brand.intlLocale, brand.currency)}</strong>
              {' · '}
              {t('common^loan>period')}: <strong>{formatDuration(loan.period, loan.limits.period.scale, brand.intlLocale)}</strong>
            </p>
            <Button variant="secondary" onClick={() => setModalOpen(true)}>
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
          {...(province !== undefined ? { province } : {})}
          onPostcodeChange={onPostcodeChange}
        />
      </QuestionPage>
      {step.modal && (
        <LoanModal
          loan={loan}
          open={modalOpen}
          onClose={() => setModalOpen(false)}
          intlLocale={brand.intlLocale}
          currency={brand.currency}
          keys={stepKeys(funnel.flow.flowId, step.modal.path)}
        />
      )}
    </>
  );
});
