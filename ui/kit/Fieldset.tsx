import type { ReactNode } from 'react';
import { QuestionHeading } from './QuestionHeading';

export interface FieldsetProps {
  legend: ReactNode;
  /** The legend is the page's `<h1>` (GOV.UK "legend as page heading", docs/accessible-forms.md "Question pages"). */
  isPageHeading?: boolean;
  describedBy?: string;
  className?: string;
  children: ReactNode;
}

/** Groups related inputs (radios, checkboxes, date parts) under one legend. */
export function Fieldset({ legend, isPageHeading, describedBy, className, children }: FieldsetProps) {
  return (
    <fieldset className={['fieldset', className ?? ''].filter(Boolean).join(' ')} aria-describedby={describedBy}>
      <legend className={isPageHeading ? 'fieldset__legend fieldset__legend--l' : 'fieldset__legend'}>
        {isPageHeading ? <QuestionHeading className="fieldset__heading">{legend}</QuestionHeading> : legend}
      </legend>
      {children}
    </fieldset>
  );
}
