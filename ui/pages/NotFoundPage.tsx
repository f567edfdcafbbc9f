import { useT } from '../kit/Translate';
import { useApp } from '../hooks/AppContext';
import { ResultScreen } from './ResultScreen';

/** /404 and every unknown path (docs/states-and-routes.md "Routes"). */
export function NotFoundPage() {
  const t = useT();
  const { basePath } = useApp().services;
  return (
    <ResultScreen title={t('common^results>notFound>title')}>
      <p>{t('common^results>notFound>body')}</p>
      <p>
        <a href={`${basePath}/`}>{t('common^results>notFound>link')}</a>
      </p>
    </ResultScreen>
  );
}
