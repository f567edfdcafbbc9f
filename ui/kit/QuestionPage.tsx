import { useEffect, useRef, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { BackLink } from './BackLink';
import { Button } from './Button';
import { ErrorSummary, type ErrorSummaryEntry } from './ErrorSummary';
import { QuestionHeading, QuestionHeadingProvider } from './QuestionHeading';
import { useT } from './Translate';
import { useHydrationCommit } from './hydrationCommit';
import { focusNextFrame } from './pageFocus';

export interface QuestionPageProps {
  /**
   * Identifies the step (its path). When it changes, focus moves to the new heading (docs/accessible-forms.md "Focus").
   */
  stepKey: string;
  /** The question as the page's `<h1>`. Omit when a field renders it as its label or legend (`isPageHeading`). */
  heading?: ReactNode;
  /**
   * Text under the question that applies to the whole step (a field's own hint goes on the field). Shown only with
   * `heading`: when a field is the heading, the field shows the hint after it and names it by aria-describedby.
   */
  hint?: ReactNode;
  /** Section label above the question, e.g. "Personal details" (docs/product.md "Screens and routes": section labels). */
  caption?: ReactNode;
  /** Progress through the flow, 1-based. */
  progress?: { current: number; total: number };
  back?: { href: string; onNavigate?: (event: MouseEvent<HTMLAnchorElement>) => void };
  errors?: readonly ErrorSummaryEntry[];
  /** Changes on each failed Continue so focus returns to the summary. */
  errorFocusKey?: string | number;
  onContinue: () => void;
  continueLabel?: string;
  /** The step is being saved: Continue ignores clicks. */
  busy?: boolean;
  /**
   * Whether to move focus to the heading when first shown too (a step reached in-app), not on a full page load; asked
   * when the page is shown, as a page may be prepared before it is shown (issue 14).
   */
  focusOnMount?: () => boolean;
  children: ReactNode;
}

/**
 * One question per page (GOV.UK question pages): Back link, error summary, the question as `<h1>`, the answer fields
 * and a Continue button. The form never clears what was typed; validation runs on Continue only.
 */
export function QuestionPage(props: QuestionPageProps) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const mounted = useRef(false);
  const { stepKey, errors = [], busy = false, focusOnMount } = props;
  // A prerendered page hydrated: what was typed into it before the take-over reaches the store in this commit.
  useHydrationCommit();

  const hasErrors = errors.length > 0;
  // Runs only on a new step: a change of errors or options must not pull focus to the heading.
  useEffect(() => {
    const first = !mounted.current;
    mounted.current = true;
    // A step shown with errors (server errors, or a remount after a failed Continue) leaves focus on the summary,
    // which the ErrorSummary (a child, so its effect ran first) has just focused.
    if ((first && focusOnMount?.() === false) || hasErrors) return;
    return focusNextFrame(headingRef);
  }, [stepKey]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) props.onContinue();
  };

  return (
    <QuestionHeadingProvider headingRef={headingRef}>
      <div className="question-page">
        {props.back !== undefined && <BackLink href={props.back.href} onNavigate={props.back.onNavigate} />}
        <ErrorSummary errors={errors} focusKey={props.errorFocusKey} />
        {props.progress !== undefined && (
          <p className="progress">
            {t('common^progress>stepOf', { current: props.progress.current, total: props.progress.total })}
          </p>
        )}
        {props.caption !== undefined && <span className="caption">{props.caption}</span>}
        {props.heading !== undefined && <QuestionHeading>{props.heading}</QuestionHeading>}
        {props.heading !== undefined && props.hint !== undefined && <p className="hint">{props.hint}</p>}
        <form noValidate onSubmit={submit} className="question-page__form">
          {props.children}
          <Button type="submit" busy={busy} busyLabel={t('common^buttons>saving')}>
            {props.continueLabel ?? t('common^buttons>continue')}
          </Button>
        </form>
      </div>
    </QuestionHeadingProvider>
  );
}
