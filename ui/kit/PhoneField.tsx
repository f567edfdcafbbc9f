import { TextField, type TextFieldProps } from './TextField';
import { useFormattedInput } from './useFormattedInput';

export type PhoneFieldProps = Omit<TextFieldProps, 'onChange' | 'inputRef' | 'type' | 'inputMode' | 'prefix'> & {
  onChange: (value: string) => void;
  /**
   * Formats the characters typed that count (digits, a `+`) as the country writes them (libphonenumber-js AsYouType via
   * domain/phone), e.g. "612 34 56 78". Absent until the lazy formatter has loaded: the number stays as typed, and is
   * formatted when it arrives.
   */
  format?: (counted: string) => string;
  /** Country calling code shown before the input, e.g. "+34". */
  callingCode?: string;
};

/** What people write between the digits of a phone number: spaces, dashes, dots, slashes and brackets (docs/formatted-input.md). */
export const isPhoneSeparator = (char: string): boolean => /[\s\-‐-―−./()[\]]/.test(char);

/** Telephone input formatted as typed by an injected formatter; `tel-national` autofill and the phone keypad. */
export function PhoneField({ format, callingCode, ...props }: PhoneFieldProps) {
  const { inputRef, handleChange } = useFormattedInput(props.value, format, isPhoneSeparator, props.onChange);
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
