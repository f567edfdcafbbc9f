import { useEffect, useRef, type ChangeEvent } from 'react';
import { formatAsTyped } from './formatAsTyped';

/**
 * Formats a controlled input as typed (IBAN grouped, phone spaced) by the one rule of formatAsTyped: every character
 * that counts is kept, the caret stays after the same ones. The formatted text and its caret are written to the input
 * in the change handler itself: React then finds the input showing what it renders and leaves the caret alone, also
 * when nothing changed (a typed separator the formatter drops). A formatter that arrives later (the phone's lazy one)
 * formats what is there. Without a formatter the text stays as typed. Returns the input's ref and change handler.
 */
export function useFormattedInput(value: string, format: ((counted: string) => string) | undefined, isSeparator: (char: string) => boolean, onChange: (value: string) => void) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const write = (input: HTMLInputElement | null, raw: string, caret: number, forward?: boolean) => {
    const next = format ? formatAsTyped(raw, caret, format, isSeparator, forward) : { value: raw, caret };
    if (input && next.value !== raw && input.ownerDocument.activeElement === input) {
      input.value = next.value;
      input.setSelectionRange(next.caret, next.caret);
    }
    return next.value;
  };
  const handleChange = (raw: string, event: ChangeEvent<HTMLInputElement>) =>
    onChange(write(event.target, raw, event.target.selectionStart ?? raw.length, (event.nativeEvent as InputEvent).inputType === 'deleteContentForward'));

  const formattedWith = useRef(format);
  useEffect(() => {
    if (formattedWith.current === format) return;
    formattedWith.current = format;
    const input = inputRef.current;
    const next = write(input, value, input?.selectionStart ?? value.length);
    if (next !== value) onChange(next);
  });

  return { inputRef, handleChange };
}
