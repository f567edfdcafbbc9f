import type { MouseEvent, ReactNode } from 'react';
import { useT } from './Translate';

export interface CheckAnswersRow {
  /** Stable key, e.g. the field path. */
  key: string;
  /** The question or field label. */
  label: string;
  /** The answer as shown (formatted, translated option label). */
  value: ReactNode;
  /** Where Change goes: the step holding the answer, which returns here afterwards (docs/accessible-forms.md "Check your answers"). */
  changeHref: string;
}

export interface CheckAnswersProps {
  rows: readonly CheckAnswersRow[];
  /** Called when a Change link is activated; call `preventDefault()` to navigate in-app. */
  onChange?: (row: CheckAnswersRow, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Optional heading of this group of answers, e.g. a section label. */
  heading?: ReactNode;
}

/**
 * The review list before the final submission of a financial application (WCAG 3.3.4; GOV.UK summary list). Each
 * Change link names its answer for screen readers ("Change<hidden> Date of birth</hidden>").
 */
export function CheckAnswers({ rows, onChange, heading }: CheckAnswersProps) {
  const t = useT();
  // One text and a plain span per link (not two texts and VisuallyHidden): a long review holds ≈ 200 fewer React
  // fibers on the page's heap (docs/performance.md "The JS heap after the last step").
  const change = `${t('common^buttons>change')} `;
  return (
    <>
      {heading !== undefined && <h2 className="heading-m">{heading}</h2>}
      <dl className="summary-list">
        {rows.map((row) => (
          <div className="summary-list__row" key={row.key}>
            <dt className="summary-list__key">{row.label}</dt>
            <dd className="summary-list__value">{row.value}</dd>
            <dd className="summary-list__actions">
              <a href={row.changeHref} onClick={onChange === undefined ? undefined : (event) => onChange(row, event)}>
                {change}
                <span className="visually-hidden">{row.label}</span>
              </a>
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
