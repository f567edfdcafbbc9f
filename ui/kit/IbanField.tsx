import { useT } from './Translate';
import { TextField, type TextFieldProps } from './TextField';
import { groupIban, isIbanSeparator } from './groupIban';
import { useFormattedInput } from './useFormattedInput';

export type IbanFieldProps = Omit<TextFieldProps, 'onChange' | 'inputRef' | 'type' | 'inputMode'> & {
  /** Receives the grouped text ("ES91 2100 …"); the domain validator strips the spaces. */
  onChange: (value: string) => void;
};

/**
 * IBAN input grouped in fours as typed, the caret kept after the same characters (docs/formatted-input.md). No
 * maxLength: a browser would cut a pasted IBAN written with more separators than the grouping; the validator reports
 * a wrong length.
 */
export function IbanField(props: IbanFieldProps) {
  const t = useT();
  const { inputRef, handleChange } = useFormattedInput(props.value, groupIban, isIbanSeparator, props.onChange);
  return (
    <TextField
      {...props}
      autoComplete={props.autoComplete ?? 'off'}
      spellCheck={false}
      autoCapitalize="characters"
      hint={props.hint ?? t('common^fields>ibanHint')}
      inputRef={inputRef}
      onChange={handleChange}
    />
  );
}
