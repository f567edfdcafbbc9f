import { useEffect, useRef, type ReactNode } from 'react';
import { usePageTitle } from '../hooks/usePageTitle';

/** A titled screen whose `<h1>` takes focus when it opens (docs/accessible-forms.md "Focus"); the title names the page. */
export function ResultScreen({ title, children }: { title: string; children?: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  usePageTitle(title);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="result-screen">
      <h1 className="heading-l" tabIndex={-1} ref={ref}>
        {title}
      </h1>
      {children}
    </div>
  );
}
