import { routeForState } from '../../domain/state/routeForState';
import { useApp } from '../app/AppContext';
import { useT } from '../kit/Translate';
import { ResultScreen } from './ResultScreen';

/**
 * What a step or the review shows once the application is submitted (issue 15 item 1): the answers can no longer be
 * changed (the API refuses it too), so instead of a form that would fail, the applicant reads why and gets a link to
 * where the application stands now (the route of its state, spec §4).
 */
export function ApplicationClosedPage({ progressState }: { progressState: number }) {
  const t = useT();
  const { basePath } = useApp().services;
  // State 14 (continue) has no screen of its own without the lead id: the index sends the applicant on.
  const route = routeForState(progressState);
  const target = route === null || route === '/continue' ? '/' : route;
  return (
    <ResultScreen title={t('common^results>closed>title')}>
      <p>{t('common^results>closed>body')}</p>
      <p>
        <a className="button button--primary" href={`${basePath}${target}`}>
          {t('common^results>closed>link')}
        </a>
      </p>
    </ResultScreen>
  );
}

export default ApplicationClosedPage;
