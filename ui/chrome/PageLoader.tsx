import { Spinner } from '../kit/Spinner';
import { useT } from '../kit/Translate';

/** The full-page loader while the application page loads (docs/product.md "Page chrome"); neutral in the resume flow. */
export function PageLoader({ variant = 'brand' }: { variant?: 'brand' | 'neutral' }) {
  const t = useT();
  return (
    <div className="page-loader">
      <Spinner variant={variant} label={t('common^chrome>loading')} />
    </div>
  );
}
