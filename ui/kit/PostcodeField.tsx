import { TextField, type TextFieldProps } from './TextField';

export type PostcodeFieldProps = Omit<TextFieldProps, 'onChange' | 'after'> & {
  onChange: (value: string) => void;
  /** The province found for the postcode ("Postcode fills the province"), announced politely when it appears. */
  province?: string;
  /** Label of the read-out, e.g. "Province". */
  provinceLabel?: string;
};

/** Postal code input: `postal-code` autofill, numeric keypad by default (ES, MX, DE… are digits only). */
export function PostcodeField({ province, provinceLabel, ...props }: PostcodeFieldProps) {
  const readOutId = `${props.id}-province`;
  return (
    <TextField
      autoComplete="postal-code"
      inputMode="numeric"
      width="5"
      spellCheck={false}
      {...props}
      onChange={(value) => props.onChange(value)}
      after={
        <p id={readOutId} className="postcode-province" aria-live="polite">
          {province !== undefined && province.length > 0 && (
            <>
              {provinceLabel !== undefined && <span className="postcode-province__label">{provinceLabel}: </span>}
              <strong>{province}</strong>
            </>
          )}
        </p>
      }
    />
  );
}
