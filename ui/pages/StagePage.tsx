import { useT } from '../kit/Translate';
import { useApp } from '../app/AppContext';
import { ResultScreen } from './ResultScreen';

/**
 * A titled screen for the offer-stage routes and the legacy flow's pages (spec §2: their content is not shown; full
 * screens come in a later issue). `titleKey` names the translation of its heading.
 */
export function StagePage({ titleKey }: { titleKey: string }) {
  const t = useT();
  const { funnel } = useApp().stores;
  const { basePath } = useApp().services;
  return (
    <ResultScreen title={t(titleKey)}>
      <p>
        <a href={`${basePath}/step/${funnel.resumePath}`}>{t('common^buttons>continue')}</a>
      </p>
    </ResultScreen>
  );
}
