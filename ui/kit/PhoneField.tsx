import { useCallback } from 'react';
import { TextField, type TextFieldProps } from './TextField';
import { useFormattedInput } from './useFormattedInput';

export type PhoneFieldProps = Omit<TextFieldProps, 'onChange' | 'inputRef' | 'type' | 'inputMode' | 'prefix'> & {
  onChange: (value: string) => void;
  /** Formats the national number as typed (libphonenumber-js AsYouType via domain/phone), e.g. "612 34 56 78". */
  format: (value: string) => string;
  /** Country calling code shown before the input, e.g. "+34" (spec §9 phone prefix). */
  callingCode?: string;
};

// Everything but the separators a formatter inserts counts for the caret, so stray letters keep their place.
const isPhoneCharacter = (char: string): boolean => !/[\s\-().]/.test(char);

/** Telephone input formatted as typed by an injected formatter; `tel-national` autofill and the phone keypad. */
export function PhoneField({ format, callingCode, ...props }: PhoneFieldProps) {
  // The formatter may drop characters it does not understand; fall back to the raw text so nothing typed is lost.
  const safeFormat = useCallback(
    (raw: string) => {
      const formatted = format(raw);
      const essential = (text: string) => text.replace(/[\s\-().]/g, '');
      return essential(formatted) === essential(raw) ? formatted : raw;
    },
    [format],
  );
  const { inputRef, handleChange } = useFormattedInput(props.value, safeFormat, isPhoneCharacter, props.onChange);
  return (
    <TextField
      {...props}
      autoComplete={props.autoComplete ?? (callingCode === undefined ? 'tel' : 'tel-national')}
      width={props.width ?? '20'}
      type="tel"
      inputMode="tel"
      prefix={callingCode}
      inputRef={inputRef}
      onChange={handleChange}
    />
  );
}
