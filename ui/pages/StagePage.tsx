import { useT } from '../kit/Translate';
import { useApp } from '../app/AppContext';
import { optionalText } from '../steps/flowText';
import { ResultScreen } from './ResultScreen';

/**
 * A titled screen for the offer-stage routes and the legacy flow's pages that have no screen of their own: spec §2
 * does not give their content, so the screen names the stage and leads back into the funnel. `titleKey` names the
 * translation of its heading.
 */
export function StagePage({ titleKey }: { titleKey: string }) {
  const t = useT();
  const { funnel } = useApp().stores;
  const { basePath, brand } = useApp().services;
  // Until the locale carries a title for this screen, the brand's page title names it (spec §2 fallback).
  const title = optionalText(t, titleKey) ?? brand.pageData.pageTitle ?? brand.name;
  return (
    <ResultScreen title={title}>
      <p>
        <a href={`${basePath}/step/${funnel.resumePath}`}>{t('common^buttons>continue')}</a>
      </p>
    </ResultScreen>
  );
}
