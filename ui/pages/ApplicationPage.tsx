import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { PageLoader } from '../chrome/PageLoader';
import { useApp } from '../app/AppContext';
import { prefetchLaterScreens } from '../app/laterScreens';
import { screenForRoute } from '../app/screenForRoute';
import { useFunnelNavigate } from '../hooks/useFunnelNavigate';
import { stepRoute } from '../stores/StepStore';
import type { CheckAnswersPage as CheckAnswersPageType } from './CheckAnswersPage';
import { StepPage } from './StepPage';

export type ApplicationView = { readonly view: 'index' } | { readonly view: 'step'; readonly path: string; readonly fromReview: boolean } | { readonly view: 'review' };

/** The check-answers page's own chunk: needed only at the end of the flow (architecture.md rule 7, issue 6 budget). */
let prefetchedCheckAnswersPage: typeof CheckAnswersPageType | undefined;
const loadCheckAnswersPage = () =>
  import('./CheckAnswersPage').then((module) => {
    prefetchedCheckAnswersPage = module.CheckAnswersPage;
    return { default: module.CheckAnswersPage };
  });
const LazyCheckAnswersPage = lazy(loadCheckAnswersPage);

/**
 * The application page (spec §2 "One catch-all route renders a single application page … chosen by country and
 * product at load time"): the v3 dynamic flow's steps and review page. Loaded lazily with the brand's stylesheet
 * (ui/app/applicationPages.ts). The index sends the applicant where the stored progress points, or to the first
 * step still to answer.
 */
const ApplicationPage = observer(function ApplicationPage(props: ApplicationView) {
  if (props.view === 'step') return <ApplicationStep path={props.path} fromReview={props.fromReview} />;
  if (props.view === 'review') {
    // Once prefetched, rendered at once: a lazy component would still show the loader for a moment.
    const Prefetched = prefetchedCheckAnswersPage;
    if (Prefetched) return <Prefetched />;
    return (
      <Suspense fallback={<PageLoader />}>
        <LazyCheckAnswersPage />
      </Suspense>
    );
  }
  return <ApplicationIndex />;
});

/**
 * A step; any step after the first starts fetching the chunks of the check-answers page and the later screens
 * (results, offer stages), so reaching them during a later offline moment or on a slow network never finds them
 * missing (issue 6 fault suite "go offline and come back"). Step 1 fetches neither: the first screen loads only what
 * it shows (issue 6 budget).
 */
function ApplicationStep({ path, fromReview }: { path: string; fromReview: boolean }) {
  const { funnel } = useApp().stores;
  const pastFirstStep = path !== funnel.steps[0]?.path;
  useEffect(() => {
    // A failed prefetch is harmless: the lazy page asks for the chunk again when it renders.
    if (!pastFirstStep) return;
    loadCheckAnswersPage().catch(() => undefined);
    void prefetchLaterScreens();
  }, [pastFirstStep]);
  return <StepPage path={path} fromReview={fromReview} />;
}

function ApplicationIndex() {
  const { funnel } = useApp().stores;
  const navigate = useFunnelNavigate();
  useEffect(() => {
    navigate(screenForRoute(funnel.startRoute, stepRoute(funnel.resumePath)), 'REPLACE');
  }, [funnel, navigate]);
  return <PageLoader />;
}

export default ApplicationPage;
