import { useRef, type MouseEvent, type ReactNode } from 'react';
import { Spinner } from './Spinner';

export interface ButtonProps {
  children: ReactNode;
  type?: 'button' | 'submit';
  variant?: 'primary' | 'secondary' | 'warning';
  /** A call is in flight: clicks are ignored (docs/security-and-reliability.md "Double submit"). */
  busy?: boolean;
  /** Text announced while busy, e.g. "Sending…". */
  busyLabel?: string;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  /**
   * Milliseconds in which a second click is ignored (GOV.UK prevent-double-click uses 1000). Off by default: a Continue
   * pressed again right after fixing an error must work, and `busy` already blocks the second submit.
   */
  doubleClickWindowMs?: number;
  className?: string;
  id?: string;
}

/**
 * A button that ignores repeated clicks while `busy` (and, if asked, within a short window). It stays focusable
 * (`aria-disabled`, not `disabled`) so keyboard focus is not lost while the call runs.
 */
export function Button({ children, type = 'button', variant = 'primary', busy = false, busyLabel, onClick, doubleClickWindowMs = 0, className, id }: ButtonProps) {
  const lastClickAt = useRef<number | null>(null);

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    const at = event.timeStamp;
    const tooSoon = lastClickAt.current !== null && doubleClickWindowMs > 0 && at - lastClickAt.current < doubleClickWindowMs;
    if (busy || tooSoon) {
      // Also stops the enclosing form from submitting a second time.
      event.preventDefault();
      return;
    }
    lastClickAt.current = at;
    onClick?.(event);
  };

  return (
    <button
      id={id}
      type={type}
      className={['button', `button--${variant}`, busy ? 'button--busy' : '', className ?? ''].filter(Boolean).join(' ')}
      aria-disabled={busy ? true : undefined}
      onClick={handleClick}
    >
      {children}
      {busy && <Spinner size="small" label={busyLabel} />}
    </button>
  );
}
