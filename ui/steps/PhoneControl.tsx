import { useEffect, useMemo } from 'react';
import type { Country } from '../../domain/brand/BrandConfigSchema';
import type { LazyModule } from '../../application/kernel/lazyModule';
import { PhoneField, type PhoneFieldProps } from '../kit/PhoneField';
import { useLazyModule } from '../kit/useLazyModule';
import { phoneCode, type PhoneFormatterModule } from './phoneCode';

export type PhoneControlProps = Omit<PhoneFieldProps, 'format' | 'onFocus'> & {
  readonly country: Country;
  /** Where the as-you-type formatter comes from: the lazy chunk (default), or a stand-in in tests. */
  readonly formatter?: LazyModule<PhoneFormatterModule>;
};

/**
 * The phone field with the as-you-type formatter loaded on demand (first-step budget, ui/steps/phoneCode.ts): on the first
 * focus or keystroke, or at once when the field opens with a number. Until it is there, or if it never loads, the
 * number stays as typed (every character kept); PhoneField formats what is there once it arrives. The phone validator
 * is in the same chunk: Continue waits for it (ui/steps/fieldRules.ts), and it parses typed and formatted numbers alike.
 */
export function PhoneControl({ country, formatter = phoneCode, onChange, ...props }: PhoneControlProps) {
  const { module } = useLazyModule(formatter);
  const format = useMemo(() => (module ? (counted: string) => module.formatAsYouType(counted, country) : undefined), [module, country]);
  const load = () => void formatter.load().catch(() => undefined);
  const hasNumber = props.value !== '';
  useEffect(() => {
    if (hasNumber) formatter.load().catch(() => undefined);
  }, [hasNumber, formatter]);
  return (
    <PhoneField
      {...props}
      format={format}
      onFocus={load}
      onChange={(next) => {
        load();
        onChange(next);
      }}
    />
  );
}
