import type { ReactNode } from 'react';
import { QuestionHeading } from './QuestionHeading';

export interface ResultPanelProps {
  title: ReactNode;
  children?: ReactNode;
  /** `success` draws the coloured confirmation panel (accepted, thank you); `plain` the others (rejected, checking). */
  tone?: 'success' | 'plain';
}

/** The heading block of a result screen (spec §2: checking, accepted, rejected, redirected, thank you; GOV.UK panel). */
export function ResultPanel({ title, children, tone = 'plain' }: ResultPanelProps) {
  return (
    <div className={tone === 'success' ? 'panel' : 'result'}>
      <QuestionHeading>{title}</QuestionHeading>
      {children !== undefined && <div className="result__body">{children}</div>}
    </div>
  );
}
