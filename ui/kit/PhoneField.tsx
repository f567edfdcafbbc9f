import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { caretAfterFormat } from './caretAfterFormat';
import { TextField, type TextFieldProps } from './TextField';
import { useFormattedInput } from './useFormattedInput';

export type PhoneFieldProps = Omit<TextFieldProps, 'onChange' | 'inputRef' | 'type' | 'inputMode' | 'prefix'> & {
  onChange: (value: string) => void;
  /**
   * Formats the national number as typed (libphonenumber-js AsYouType via domain/phone), e.g. "612 34 56 78". May
   * change: a formatter that loads later replaces a pass-through one, and the value typed so far is formatted then.
   */
  format: (value: string) => string;
  /** Country calling code shown before the input, e.g. "+34" (spec §9 phone prefix). */
  callingCode?: string;
};

// Everything but the separators a formatter inserts counts for the caret, so stray letters keep their place.
const isPhoneCharacter = (char: string): boolean => !/[\s\-().]/.test(char);
const essential = (text: string) => text.replace(/[\s\-().]/g, '');

/** Telephone input formatted as typed by an injected formatter; `tel-national` autofill and the phone keypad. */
export function PhoneField({ format, callingCode, ...props }: PhoneFieldProps) {
  // The formatter may drop characters it does not understand; fall back to the raw text so nothing typed is lost.
  const safeFormat = useCallback(
    (raw: string) => {
      const formatted = format(raw);
      return essential(formatted) === essential(raw) ? formatted : raw;
    },
    [format],
  );
  const { inputRef, handleChange } = useFormattedInput(props.value, safeFormat, isPhoneCharacter, props.onChange);
  // Text the formatter leaves as it is (no formatter yet) keeps the caret where the browser put it, after a typed space too.
  const handleInput: TextFieldProps['onChange'] = (raw, event) => (safeFormat(raw) === raw ? props.onChange(raw) : handleChange(raw, event));

  // A new formatter (the lazy one has loaded) formats what is already there, the caret staying after the same digit.
  const formattedWith = useRef(safeFormat);
  const caretAfterReformat = useRef<number | null>(null);
  const { value, onChange } = props;
  useEffect(() => {
    if (formattedWith.current === safeFormat) return;
    formattedWith.current = safeFormat;
    const formatted = safeFormat(value);
    if (formatted === value) return;
    const input = inputRef.current;
    const focused = input !== null && input.ownerDocument.activeElement === input;
    caretAfterReformat.current = focused ? caretAfterFormat(value, input.selectionStart ?? value.length, formatted, isPhoneCharacter) : null;
    onChange(formatted);
  }, [safeFormat, value, onChange, inputRef]);
  useLayoutEffect(() => {
    const caret = caretAfterReformat.current;
    caretAfterReformat.current = null;
    if (caret !== null) inputRef.current?.setSelectionRange(caret, caret);
  }, [value, inputRef]);

  return (
    <TextField
      {...props}
      autoComplete={props.autoComplete ?? (callingCode === undefined ? 'tel' : 'tel-national')}
      width={props.width ?? '20'}
      type="tel"
      inputMode="tel"
      prefix={callingCode}
      inputRef={inputRef}
      onChange={handleInput}
    />
  );
}
