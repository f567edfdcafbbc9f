import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { pageHeading } from './pageFocus';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  /** `alertdialog` for warnings that need an answer (session timeout); `dialog` otherwise (the amount question). */
  role?: 'dialog' | 'alertdialog';
  /** Escape closes the dialog when given; without it only the dialog's own buttons do. */
  onClose?: () => void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: focus moves to its title when it opens, Tab stays inside, and focus returns to where it was when it
 * closes (GOV.UK modal dialogue guidance), or to the page heading when nothing was focused before. Used by the session timeout warning and the amount modal of docs/product.md "Page chrome".
 */
export function Dialog({ open, title, children, role = 'dialog', onClose }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!open) return;
    const doc = heading.current?.ownerDocument;
    const returnTo = doc?.activeElement ?? null;
    heading.current?.focus();
    return () => {
      // Opened with nothing focused (at start-up) or its opener gone: the page's heading, never <body>.
      const target = returnTo instanceof HTMLElement && returnTo.isConnected && returnTo !== doc?.body ? returnTo : pageHeading(doc);
      target?.focus();
    };
  }, [open]);

  if (!open) return null;

  const keepFocusInside = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && onClose !== undefined) {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || panel.current === null) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (first === undefined || last === undefined) return;
    const active = panel.current.ownerDocument.activeElement;
    if (event.shiftKey && (active === first || active === heading.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="modal-backdrop">
      <div ref={panel} className="modal" role={role} aria-modal="true" aria-labelledby={titleId} onKeyDown={keepFocusInside}>
        <h2 className="heading-m" id={titleId} ref={heading} tabIndex={-1}>
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
