import { useEffect, useRef, type MouseEvent } from 'react';
import { useT } from './Translate';

/**
 * One problem: the id of the input to focus and the same wording as its inline message. `label` names the field on
 * pages with several questions, so two identical messages still read as two distinct links (WCAG 2.4.4).
 */
export interface ErrorSummaryEntry {
  fieldId: string;
  message: string;
  label?: string;
}

export interface ErrorSummaryProps {
  errors: readonly ErrorSummaryEntry[];
  /**
   * Changes on each failed Continue (e.g. an attempt counter): focus moves to the summary again even when the list
   * of errors is the same.
   */
  focusKey?: string | number;
}

/** Focuses the input and brings its label or legend into view, as GOV.UK's error summary script does. */
function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const input = event.currentTarget.ownerDocument.getElementById(fieldId);
  if (input === null) return;
  // In-page focus instead of a hash change, so the router does not see a navigation.
  event.preventDefault();
  const legend = input.closest('fieldset')?.querySelector('legend');
  const label = 'labels' in input ? ((input as HTMLInputElement).labels?.[0] ?? null) : null;
  const anchor = legend ?? label ?? input;
  if (typeof anchor.scrollIntoView === 'function') anchor.scrollIntoView();
  input.focus({ preventScroll: true });
}

/**
 * "There is a problem" at the top of `<main>` after a failed Continue; focus moves to it and each entry links to its
 * field (docs/accessible-forms.md "Focus"; govuk-frontend error-summary).
 */
export function ErrorSummary({ errors, focusKey }: ErrorSummaryProps) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const hasErrors = errors.length > 0;

  useEffect(() => {
    if (hasErrors) ref.current?.focus();
  }, [hasErrors, focusKey]);

  if (!hasErrors) return null;
  return (
    <div ref={ref} className="error-summary" tabIndex={-1}>
      <div role="alert">
        <h2 className="error-summary__title">
          {t('common^errorSummary>title')}
        </h2>
        <ul className="error-summary__list">
          {errors.map((entry) => (
            <li key={entry.fieldId}>
              <a href={`#${entry.fieldId}`} onClick={(event) => focusField(event, entry.fieldId)}>
                {entry.label ? `${entry.label}: ${entry.message}` : entry.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
