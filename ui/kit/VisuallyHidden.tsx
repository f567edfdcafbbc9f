import type { ReactNode } from 'react';

/** Text for assistive technology only (e.g. the "Error:" prefix of an inline message). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>;
}
