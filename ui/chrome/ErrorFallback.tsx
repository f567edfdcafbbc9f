import { Button } from '../kit/Button';
import { useT } from '../kit/Translate';

/** The generic fallback screen of docs/product.md "Page chrome" and docs/product.md "Error catalogue": 'Something went wrong. Please, try again later.' (translated). */
export function ErrorFallback({ onRetry }: { onRetry?: () => void }) {
  const t = useT();
  return (
    <div className="error-fallback">
      <h1 className="heading-l" tabIndex={-1}>
        {t('common^fallback>title')}
      </h1>
      {onRetry !== undefined && <Button onClick={onRetry}>{t('common^fallback>retry')}</Button>}
    </div>
  );
}
