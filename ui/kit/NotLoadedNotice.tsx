import type { ReactNode } from 'react';
import { Button } from './Button';
import { useT } from './Translate';

/**
 * A part of the page whose code or data did not arrive (offline, a failed chunk): says so and offers to try again;
 * nothing typed is lost. `heading` names the screen when the notice replaces all of it.
 */
export function NotLoadedNotice({ onRetry, busy = false, heading, secondary = false }: { onRetry: () => void; busy?: boolean; heading?: ReactNode; secondary?: boolean }) {
  const t = useT();
  return (
    <div className="notice notice--warning" role="alert">
      {heading}
      <p>{t('common^notices>partNotLoaded')}</p>
      {/* Secondary inside a form, whose own Continue is the primary action. */}
      <Button {...(secondary ? { variant: 'secondary' as const } : {})} busy={busy} onClick={onRetry}>
        {t('common^buttons>retry')}
      </Button>
    </div>
  );
}
