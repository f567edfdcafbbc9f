import { useCallback, useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { caretAfterFormat } from './caretAfterFormat';

/**
 * Formats a controlled input as the user types and keeps the caret next to the character just typed
 * ("IBAN grouped as typed", "phone formatted as typed"). Returns the ref for the input and the change handler.
 */
export function useFormattedInput(
  value: string,
  format: (raw: string) => string,
  isSignificant: (char: string) => boolean,
  onChange: (formatted: string) => void,
) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);

  const handleChange = useCallback(
    (raw: string, event: ChangeEvent<HTMLInputElement>) => {
      const formatted = format(raw);
      const caret = event.target.selectionStart ?? raw.length;
      // Deleting a separator alone would be undone by the formatter: keep the caret where the user put it.
      pendingCaret.current = caretAfterFormat(raw, caret, formatted, isSignificant);
      onChange(formatted);
    },
    [format, isSignificant, onChange],
  );

  useLayoutEffect(() => {
    const input = inputRef.current;
    const caret = pendingCaret.current;
    pendingCaret.current = null;
    if (input === null || caret === null || input.ownerDocument.activeElement !== input) return;
    const position = Math.min(caret, input.value.length);
    input.setSelectionRange(position, position);
  }, [value]);

  return { inputRef, handleChange };
}
