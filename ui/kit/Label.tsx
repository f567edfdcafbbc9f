import type { ReactNode } from 'react';
import { QuestionHeading } from './QuestionHeading';

/**
 * A field label, always visible (docs/accessible-forms.md "Inputs"). When the field is the page's only question the label sits
 * inside the `<h1>` (GOV.UK "label as page heading").
 */
export function Label({ htmlFor, isPageHeading, children }: { htmlFor: string; isPageHeading?: boolean; children: ReactNode }) {
  if (isPageHeading) {
    return (
      <QuestionHeading className="label-wrapper">
        <label className="label label--l" htmlFor={htmlFor}>
          {children}
        </label>
      </QuestionHeading>
    );
  }
  return (
    <label className="label" htmlFor={htmlFor}>
      {children}
    </label>
  );
}
