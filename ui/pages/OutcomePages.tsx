import { useT } from '../kit/Translate';
import { ResultScreen } from './ResultScreen';

/** Accepted (state 10, docs/states-and-routes.md "Application states"). */
export function AcceptedPage() {
  const t = useT();
  return (
    <ResultScreen title={t('common^results>accepted>title')}>
      <p>{t('common^results>accepted>body')}</p>
    </ResultScreen>
  );
}

/** Rejected (state 13). */
export function RejectedPage() {
  const t = useT();
  return (
    <ResultScreen title={t('common^results>rejected>title')}>
      <p>{t('common^results>rejected>body')}</p>
    </ResultScreen>
  );
}

/** Thank you (state 11). */
export function ThankYouPage() {
  const t = useT();
  return (
    <ResultScreen title={t('common^results>thankYou>title')}>
      <p>{t('common^results>thankYou>body')}</p>
    </ResultScreen>
  );
}
