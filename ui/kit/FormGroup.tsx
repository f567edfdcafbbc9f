import type { ReactNode } from 'react';

/** Wraps one question's label, hint, error and input; the error modifier draws the red bar (GOV.UK form-group). */
export function FormGroup({ hasError, className, children }: { hasError: boolean; className?: string; children: ReactNode }) {
  const classes = ['form-group', hasError ? 'form-group--error' : '', className ?? ''].filter(Boolean).join(' ');
  return <div className={classes}>{children}</div>;
}
