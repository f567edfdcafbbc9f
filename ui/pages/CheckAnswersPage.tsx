import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../kit/Button';
import { CheckAnswers, type CheckAnswersRow } from '../kit/CheckAnswers';
import { formatDuration } from '../kit/formatDuration';
import { formatMoney } from '../kit/formatMoney';
import { useT } from '../kit/Translate';
import { useApp } from '../app/AppContext';
import { useFunnelNavigate } from '../hooks/useFunnelNavigate';
import { usePageTitle } from '../hooks/usePageTitle';
import { useValueContext } from '../hooks/useValueContext';
import { displayValue } from '../steps/displayValue';
import { stepKeys } from '../steps/flowText';
import { readPath } from '../steps/leadValues';
import { stepRoute } from '../stores/StepStore';

/**
 * "Check your answers" before the final submission (accessibility.md; WCAG 3.3.4): every answer with a Change link to
 * its step, which returns here; then the submission of every data point (spec §2 "Only the last page carries all
 * data points to submit").
 */
export const CheckAnswersPage = observer(function CheckAnswersPage() {
  const t = useT();
  const { services, stores } = useApp();
  const { funnel } = stores;
  const { brand } = services;
  const navigate = useFunnelNavigate();
  const ctx = useValueContext();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [failed, setFailed] = useState(false);
  usePageTitle(t('common^titles>checkAnswers'));
  useEffect(() => headingRef.current?.focus(), []);

  const lead = funnel.lead;
  const rows: CheckAnswersRow[] = [];
  for (const step of funnel.steps) {
    if (step.modal) {
      const amount = typeof lead.amount === 'number' ? formatMoney(lead.amount, brand.intlLocale, brand.currency) : '';
      rows.push({ key: 'amount', label: t('common^loan>amount'), value: amount, changeHref: stepRoute(step.path) });
      rows.push({ key: 'period', label: t('common^loan>period'), value: typeof lead.period === 'number' ? formatDuration(lead.period, brand.loan.period.scale, brand.intlLocale) : '', changeHref: stepRoute(step.path) });
    }
    const keys = stepKeys(funnel.flow.flowId, step.path);
    for (const field of step.fields) {
      if (field.control === 'captcha') continue;
      rows.push({
        key: field.name,
        label: t(keys.label(field.name)),
        value: displayValue(field, readPath(lead, field.name), { ...ctx, currency: brand.currency }, t, keys),
        changeHref: stepRoute(step.path),
      });
    }
  }

  const submit = async () => {
    setFailed(false);
    const outcome = await funnel.submit();
    if (outcome.kind === 'route') navigate(outcome.route, outcome.method);
    else if (outcome.kind === 'fieldErrors') navigate(stepRoute(outcome.path));
    else setFailed(true);
  };

  return (
    <div className="check-answers">
      {failed && (
        <div className="notice notice--warning" role="alert">
          <p>{t('common^notices>saveFailed')}</p>
        </div>
      )}
      <h1 className="heading-l" tabIndex={-1} ref={headingRef}>
        {t('common^checkAnswers>heading')}
      </h1>
      <CheckAnswers
        rows={rows.map((row) => ({ ...row, changeHref: `${services.basePath}${row.changeHref}?review=1` }))}
        onChange={(row, event) => {
          event.preventDefault();
          navigate(row.changeHref.slice(services.basePath.length).replace(/\?review=1$/, ''), 'PUSH', { review: '1' });
        }}
      />
      <h2 className="heading-m">{t('common^checkAnswers>declarationTitle')}</h2>
      <p>{t('common^checkAnswers>declaration')}</p>
      <Button onClick={() => void submit()} busy={funnel.saving} busyLabel={t('common^buttons>saving')} id="submit-application">
        {t('common^buttons>submit')}
      </Button>
    </div>
  );
});
