import type { MouseEvent } from 'react';
import { useT } from './Translate';

export interface BackLinkProps {
  href: string;
  /** Called on activation; call `preventDefault()` to navigate in-app (the router does; answers are kept). */
  onNavigate?: (event: MouseEvent<HTMLAnchorElement>) => void;
  label?: string;
}

/** The Back link above a question (docs/accessible-forms.md "Question pages"). */
export function BackLink({ href, onNavigate, label }: BackLinkProps) {
  const t = useT();
  return (
    <a href={href} className="back-link" onClick={onNavigate}>
      {label ?? t('common^buttons>back')}
    </a>
  );
}
