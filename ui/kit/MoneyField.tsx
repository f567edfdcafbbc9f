import { TextField, type TextFieldProps } from './TextField';
import { currencyAffix, formatAmount, parseMoneyInput } from './formatMoney';

export type MoneyFieldProps = Omit<TextFieldProps, 'onChange' | 'prefix' | 'suffix' | 'inputMode' | 'type'> & {
  /** BCP 47 tag of the brand, e.g. es-ES (docs/validation-by-country.md "Country facts"). */
  intlLocale: string;
  /** ISO 4217 code, e.g. EUR. */
  currency: string;
  /** The text as shown, and the amount it reads as (null while it is not a number). */
  onChange: (text: string, amount: number | null) => void;
  /** False for whole amounts only: the keypad then has no decimal separator. Money accepts cents by default. */
  allowDecimals?: boolean;
};

/**
 * A money input: the currency symbol sits on the locale's side, and on leaving the field the number is regrouped with
 * Intl (es-ES: "12.345"). Text that is not a number is left as typed for the validator to explain. It accepts a
 * decimal comma or point (parseMoneyInput), so the keypad it asks for has one (`inputmode="decimal"`).
 */
export function MoneyField({ intlLocale, currency, allowDecimals = true, ...props }: MoneyFieldProps) {
  const affix = currencyAffix(intlLocale, currency);
  return (
    <TextField
      width="10"
      autoComplete="off"
      {...props}
      inputMode={allowDecimals ? 'decimal' : 'numeric'}
      prefix={affix.position === 'prefix' ? affix.symbol : undefined}
      suffix={affix.position === 'suffix' ? affix.symbol : undefined}
      onChange={(text) => props.onChange(text, parseMoneyInput(text, intlLocale))}
      onBlur={(event) => {
        const amount = parseMoneyInput(props.value, intlLocale);
        if (amount !== null) {
          const regrouped = formatAmount(amount, intlLocale);
          if (regrouped !== props.value) props.onChange(regrouped, amount);
        }
        props.onBlur?.(event);
      }}
    />
  );
}
