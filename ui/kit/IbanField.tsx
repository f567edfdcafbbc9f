import { useT } from './Translate';
import { TextField, type TextFieldProps } from './TextField';
import { groupIban, isIbanCharacter } from './groupIban';
import { useFormattedInput } from './useFormattedInput';

export type IbanFieldProps = Omit<TextFieldProps, 'onChange' | 'inputRef' | 'type' | 'inputMode'> & {
  /** Receives the grouped text ("ES91 2100 …"); the domain validator strips the spaces. */
  onChange: (value: string) => void;
};

/** IBAN input grouped in fours as typed, caret kept beside the last typed character . */
export function IbanField(props: IbanFieldProps) {
  const t = useT();
  const { inputRef, handleChange } = useFormattedInput(props.value, groupIban, isIbanCharacter, props.onChange);
  return (
    <TextField
      {...props}
      autoComplete={props.autoComplete ?? 'off'}
      spellCheck={false}
      autoCapitalize="characters"
      // 34 characters plus 8 group spaces
      maxLength={props.maxLength ?? 42}
      hint={props.hint ?? t('common^fields>ibanHint')}
      inputRef={inputRef}
      onChange={handleChange}
    />
  );
}
