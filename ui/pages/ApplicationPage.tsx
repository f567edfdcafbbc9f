import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { PageLoader } from '../chrome/PageLoader';
import { useApp } from '../app/AppContext';
import { screenForRoute } from '../app/screenForRoute';
import { useFunnelNavigate } from '../hooks/useFunnelNavigate';
import { CheckAnswersPage } from './CheckAnswersPage';
import { stepRoute } from '../stores/StepStore';
import { StepPage } from './StepPage';

export type ApplicationView = { readonly view: 'index' } | { readonly view: 'step'; readonly path: string; readonly fromReview: boolean } | { readonly view: 'review' };

/**
 * The application page (spec §2 "One catch-all route renders a single application page … chosen by country and
 * product at load time"): the v3 dynamic flow's steps and review page. Loaded lazily with the brand's stylesheet
 * (ui/app/applicationPages.ts). The index sends the applicant where the stored progress points, or to the first
 * step still to answer.
 */
const ApplicationPage = observer(function ApplicationPage(props: ApplicationView) {
  if (props.view === 'step') return <StepPage path={props.path} fromReview={props.fromReview} />;
  if (props.view === 'review') return <CheckAnswersPage />;
  return <ApplicationIndex />;
});

function ApplicationIndex() {
  const { funnel } = useApp().stores;
  const navigate = useFunnelNavigate();
  useEffect(() => {
    navigate(screenForRoute(funnel.startRoute, stepRoute(funnel.resumePath)), 'REPLACE');
  }, [funnel, navigate]);
  return <PageLoader />;
}

export default ApplicationPage;
