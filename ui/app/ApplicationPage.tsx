import { observer } from 'mobx-react-lite';
import { Activity, Suspense, useEffect, useState } from 'react';
import { PageLoader } from '../chrome/PageLoader';
import { useApp } from '../hooks/AppContext';
import { FormRedirectScreen, prefetchLaterScreens } from './laterScreens';
import { lazyScreen } from './lazyScreen';
import { useFunnelNavigate } from '../hooks/useFunnelNavigate';
import { isSubmittedState } from '../../domain/state/applicationStates';
import { StepPage } from '../pages/StepPage';
import { resumeScreen } from '../steps/StepStore';

export type ApplicationView = { readonly view: 'index' } | { readonly view: 'step'; readonly path: string; readonly fromReview: boolean } | { readonly view: 'review' };

/**
 * The check-answers page's own chunk: needed only at the end of the flow (docs/architecture.md house rule 7, first-step budget).
 * Once prefetched it renders at once (no loader flash); a failed fetch shows the error fallback, whose retry fetches
 * it again (lazyScreen).
 */
const CheckAnswersScreen = lazyScreen(() => import('../pages/CheckAnswersPage').then((module) => module.CheckAnswersPage));

/**
 * The application page (docs/states-and-routes.md "Routes": "One catch-all route renders a single application page … chosen by country and
 * product at load time"): the v3 dynamic flow's steps and review page. Loaded lazily with the brand's stylesheet
 * (ui/app/applicationPages.ts). The index sends the applicant where the stored progress points, or to the first
 * step still to answer.
 */
const ApplicationPage = observer(function ApplicationPage(props: ApplicationView) {
  const { funnel } = useApp().stores;
  const progressState = funnel.progressState;
  // A submitted application is closed: its steps and review are never a form (issue 15 item 1); the route guard sends
  // the applicant to where it stands, saying why (issue 22 item 4, later-screens chunk).
  if (props.view !== 'index' && isSubmittedState(progressState)) {
    return (
      <Suspense fallback={<PageLoader />}>
        <FormRedirectScreen />
      </Suspense>
    );
  }
  if (props.view === 'index') return <ApplicationIndex />;
  return <FunnelPages {...props} />;
});

/**
 * A step, or the review page. Any page after the first step starts fetching the chunks of the review and the later
 * screens (results, offer stages), so reaching them during a later offline moment or on a slow network never finds
 * them missing (fault suite "go offline and come back"). Step 1 fetches neither: the first screen loads only what it
 * shows (first-step budget).
 */
const FunnelPages = observer(function FunnelPages(props: Exclude<ApplicationView, { view: 'index' }>) {
  const { funnel } = useApp().stores;
  const step = props.view === 'step' ? props : null;
  const pastFirstStep = step?.path !== funnel.steps[0]?.path;
  const [reviewLoaded, setReviewLoaded] = useState(CheckAnswersScreen.loaded);
  useEffect(() => {
    // A failed prefetch is harmless: the lazy page asks for the chunk again when it renders.
    if (!pastFirstStep) return;
    void CheckAnswersScreen.prefetch().then(() => setReviewLoaded(CheckAnswersScreen.loaded()));
    void prefetchLaterScreens();
  }, [pastFirstStep]);
  // The review comes next after the last step, or after a Change made from it (Continue returns there): it is prepared
  // hidden meanwhile, as a next step is (issue 14), at the place it is shown from, so Continue only shows it. Only once
  // its chunk is here: a hidden page never waits for one, nor fails on one offline.
  const reviewNext = step !== null && reviewLoaded && funnel.flowReady && funnel.flow.form !== 'legacy' && (step.fromReview || funnel.nextOf(step.path) === null);
  return (
    <>
      {step && <StepPage path={step.path} fromReview={step.fromReview} />}
      {(step === null || reviewNext) && (
        <Activity mode={step === null ? 'visible' : 'hidden'}>
          <Suspense fallback={<PageLoader />}>
            <CheckAnswersScreen />
          </Suspense>
        </Activity>
      )}
    </>
  );
});

function ApplicationIndex() {
  const { funnel } = useApp().stores;
  const navigate = useFunnelNavigate();
  useEffect(() => {
    navigate(resumeScreen(funnel, funnel.startRoute), 'REPLACE');
  }, [funnel, navigate]);
  return <PageLoader />;
}

export default ApplicationPage;

// The form engine for the offer stage's data screens, which load it through this module (ui/steps/formEngine.ts).
export { FORM_ENGINE } from '../steps/formEngine';
