import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../kit/Button';
import { BackLink } from '../kit/BackLink';
import { CheckAnswers } from '../kit/CheckAnswers';
import { flowKeys } from '../kit/flowKeys';
import { focusNextFrame } from '../kit/pageFocus';
import { useT } from '../kit/Translate';
import { useApp } from '../hooks/AppContext';
import type { AppUseCases } from '../services/AppServices';
import { useFunnelNavigate } from '../hooks/useFunnelNavigate';
import { usePageTitle } from '../hooks/usePageTitle';
import { useValueContext } from '../steps/useValueContext';
import { reviewSections } from '../steps/reviewSections';
import { REVIEW_ROUTE } from '../stores/stepConstants';
import type { FunnelStore } from '../stores/FunnelStore';
import { routeGuardOf } from '../stores/RouteGuardStore';
import { ScreenGuard } from './ScreenGuard';

/**
 * "Check your answers" before the final submission (docs/accessible-forms.md "Check your answers"; WCAG 3.3.4): every answer with a Change link to
 * its step, which returns here; then the submission of every data point (docs/product.md "The form flow": "Only the last page carries all
 * data points to submit"). It opens through the route guard (issue 22 item 4): only once every asked answer is given
 * (a fresh browser opening it lands on the first step), and never for an application already sent.
 */
export const CheckAnswersPage = observer(function CheckAnswersPage() {
  const { funnel } = useApp().stores;
  return (
    <ScreenGuard asked={{ kind: 'review', allAnswered: funnel.allAnswered }} at={isReview} reason="notPending">
      <CheckAnswersContent />
    </ScreenGuard>
  );
});

const isReview = (pathname: string): boolean => pathname === REVIEW_ROUTE;

const CheckAnswersContent = observer(function CheckAnswersContent() {
  const t = useT();
  const { services, stores } = useApp();
  const { funnel } = stores;
  const { brand } = services;
  const navigate = useFunnelNavigate();
  const ctx = useValueContext();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [failed, setFailed] = useState(false);
  usePageTitle(t('common^titles>checkAnswers'));
  // Shown (a prepared review too, as it is revealed): focus to its heading in the next frame.
  useEffect(() => focusNextFrame(headingRef), []);
  // While the answers are read, what Submit needs is readied, a task after the review shows (issue 25 item 4).
  useEffect(() => {
    const timer = setTimeout(() => prepareSubmission(funnel, services.useCases.submitLead), 0);
    return () => clearTimeout(timer);
  }, [funnel, services]);

  const sections = reviewSections(funnel.flow, funnel.lead, brand, ctx, t, (path) => funnel.routeOf(path));
  const previous = funnel.steps[funnel.steps.length - 1]?.path;

  const submit = () => {
    // Only the button renders again when the submission starts: the answers stay as they are.
    if (failed) setFailed(false);
    // Followed in the action that takes the answer's state: the location has moved on before any screen reacts to it.
    void funnel.submit((outcome) => {
      if (outcome.kind === 'route') navigate(outcome.route, outcome.method);
      else if (outcome.kind === 'fieldErrors') navigate(funnel.routeOf(outcome.path));
      // Sent meanwhile (another window): the funnel reads the application again, the route guard shows where it stands.
      else if (outcome.reason === 'StepNotPending') routeGuardOf(stores).follow({ code: 'StepNotPending' });
      else setFailed(true);
    });
  };

  return (
    <div className="check-answers">
      {previous !== undefined && (
        <BackLink
          href={`${services.basePath}${funnel.routeOf(previous)}`}
          onNavigate={(event) => {
            event.preventDefault();
            navigate(funnel.routeOf(previous));
          }}
        />
      )}
      {failed && (
        <div className="notice notice--warning" role="alert">
          <p>{t('common^notices>saveFailed')}</p>
        </div>
      )}
      <h1 className="heading-l" tabIndex={-1} ref={headingRef}>
        {t('common^checkAnswers>heading')}
      </h1>
      {sections.map(({ section, rows }) => (
        <CheckAnswers
          key={section}
          heading={t(flowKeys.section(section))}
          rows={rows.map((row) => ({ ...row, changeHref: `${services.basePath}${row.changeHref}?review=1` }))}
          onChange={(row, event) => {
            event.preventDefault();
            navigate(row.changeHref.slice(services.basePath.length).replace(/\?review=1$/, ''), 'PUSH', { review: '1' });
          }}
        />
      ))}
      <h2 className="heading-m">{t('common^checkAnswers>declarationTitle')}</h2>
      <p>{t('common^checkAnswers>declaration')}</p>
      <SubmitButton onSubmit={submit} />
    </div>
  );
});

/**
 * Readies the final submission (issue 25 item 4; docs/architecture.md "The final submit"): a save still pending is sent
 * now (a backoff wait ends), so none stands in front of Submit, and the submission's code and conversion id are made.
 * Never sends the submission. Here, with the review's code, not in the store: the first step loads none of it.
 */
function prepareSubmission(funnel: FunnelStore, submitLead: AppUseCases['submitLead']): void {
  const state = funnel.state;
  if (!state) return;
  void funnel.saves?.flush();
  // A prepare that fails is harmless: the submission does the same work itself.
  submitLead.prepare({ state, answers: {} }).catch(() => undefined);
}

/** The final submit: busy while it is under way, the one part of the review that renders again for it (issue 25 item 4). */
const SubmitButton = observer(function SubmitButton({ onSubmit }: { onSubmit: () => void }) {
  const t = useT();
  const { funnel } = useApp().stores;
  return (
    <Button onClick={onSubmit} busy={funnel.saving} busyLabel={t('common^buttons>saving')} id="submit-application">
      {t('common^buttons>submit')}
    </Button>
  );
});
