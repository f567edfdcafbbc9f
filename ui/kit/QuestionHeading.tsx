import { createContext, useContext, type ReactNode, type RefObject } from 'react';

// QuestionPage owns the heading ref; the field that renders the question as its label or legend attaches it.
const QuestionHeadingContext = createContext<RefObject<HTMLHeadingElement | null> | null>(null);

export function QuestionHeadingProvider({ headingRef, children }: { headingRef: RefObject<HTMLHeadingElement | null>; children: ReactNode }) {
  return <QuestionHeadingContext.Provider value={headingRef}>{children}</QuestionHeadingContext.Provider>;
}

/**
 * The page's `<h1>`. Focusable by script only (tabIndex -1) so focus can move to it on each step change
 * (docs/accessible-forms.md "Focus"). Inside a QuestionPage it receives the page's heading ref.
 */
export function QuestionHeading({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useContext(QuestionHeadingContext);
  return (
    <h1 ref={ref} tabIndex={-1} className={['heading-l', className ?? ''].filter(Boolean).join(' ')}>
      {children}
    </h1>
  );
}
