import { Button } from './Button';
import { Dialog } from './Dialog';
import { useT } from './Translate';

export interface SessionTimeoutWarningProps {
  /** Shown at least two minutes before the session ends (docs/sessions-and-storage.md "Session expiry and the timeout warning", WCAG 2.2.1). */
  open: boolean;
  /** Whole seconds until the session ends; 0 once it has ended. */
  secondsLeft: number;
  intlLocale: string;
  /** One simple action extends the session. */
  onExtend: () => void;
  /** After the end: whether the answers were kept (saved to the API) so the message can say so. */
  answersKept?: boolean;
}

// Unit formatters are built once per locale (step changes must stay fast).
const unitFormatters = new Map<string, Intl.NumberFormat>();
function formatUnit(value: number, unit: 'minute' | 'second', intlLocale: string): string {
  const key = `${intlLocale}|${unit}`;
  let found = unitFormatters.get(key);
  if (found === undefined) {
    found = new Intl.NumberFormat(intlLocale, { style: 'unit', unit, unitDisplay: 'long' });
    unitFormatters.set(key, found);
  }
  return found.format(value);
}

/** "2 minutes" from 120 seconds, rounded up to whole minutes above a minute, in the brand's locale. */
export function formatTimeLeft(secondsLeft: number, intlLocale: string): string {
  const seconds = Math.max(0, Math.ceil(secondsLeft));
  return seconds >= 60 ? formatUnit(Math.ceil(seconds / 60), 'minute', intlLocale) : formatUnit(seconds, 'second', intlLocale);
}

/**
 * A modal warning before the session times out, with one button that extends it (WCAG 2.2.1; GOV.UK timeout warning).
 * The remaining time is not a live region: it is read once when the dialog opens, not every second.
 */
export function SessionTimeoutWarning({ open, secondsLeft, intlLocale, onExtend, answersKept = true }: SessionTimeoutWarningProps) {
  const t = useT();
  const ended = secondsLeft <= 0;
  return (
    <Dialog open={open} role="alertdialog" title={ended ? t('common^timeout>endedTitle') : t('common^timeout>title')} onClose={ended ? undefined : onExtend}>
      <p>
        {ended
          ? answersKept
            ? t('common^timeout>endedKept')
            : t('common^timeout>endedLost')
          : t('common^timeout>body', { time: formatTimeLeft(secondsLeft, intlLocale) })}
      </p>
      <Button onClick={onExtend}>{ended ? t('common^timeout>restart') : t('common^timeout>extend')}</Button>
    </Dialog>
  );
}
