import { observer } from 'mobx-react-lite';
import { DateOfBirthField } from '../kit/DateOfBirthField';
import { IbanField } from '../kit/IbanField';
import { MoneyField } from '../kit/MoneyField';
import { PostcodeField } from '../kit/PostcodeField';
import { RadioGroup } from '../kit/RadioGroup';
import { SelectField } from '../kit/SelectField';
import { countryOptions } from './countryOptions';
import { useFieldControl, type FieldControlProps } from './useFieldControl';

/**
 * The controls of LATER_CONTROLS (ui/steps/laterSteps.ts): choices, select, dates, money, IBAN and postcode. They are
 * on no brand's first step, so they load with the later-step chunk (first-step budget) and StepForm renders them once it is there.
 */
export const LaterFieldControl = observer(function LaterFieldControl(props: FieldControlProps) {
  const { field, keys, ctx } = props;
  const { t, label, value, text, set, common } = useFieldControl(props);

  switch (field.control) {
    case 'radio':
    case 'yesNo': {
      const options =
        field.control === 'yesNo'
          ? [
              { value: 'yes', label: t('common^fields>yes') },
              { value: 'no', label: t('common^fields>no') },
            ]
          : (field.options ?? []).map((option) => ({ value: option, label: field.optionNames?.[option] ?? t(keys.option(field.name, option)) }));
      return (
        <RadioGroup
          {...common}
          legend={label}
          options={options}
          value={text === '' ? undefined : text}
          onChange={set}
          inline={field.control === 'yesNo'}
        />
      );
    }
    case 'select': {
      const options =
        field.rule === 'country'
          ? countryOptions(props.displayLocale, ctx.country)
          : (field.options ?? []).map((option) => ({ value: option, label: field.optionNames?.[option] ?? t(keys.option(field.name, option)) }));
      return <SelectField {...common} options={options} placeholder={t('common^fields>selectPlaceholder')} value={text} onChange={set} autoComplete={field.autocomplete} />;
    }
    case 'date':
    case 'dateOfBirth':
      return (
        <DateOfBirthField
          {...common}
          legend={label}
          value={typeof value === 'object' && typeof value !== 'boolean' ? value : { day: '', month: '', year: '' }}
          onChange={set}
          autoComplete={field.control === 'dateOfBirth' ? 'bday' : 'none'}
        />
      );
    case 'money':
      return <MoneyField {...common} value={text} intlLocale={ctx.intlLocale} currency={props.currency} onChange={(next) => set(next)} />;
    case 'iban':
      return <IbanField {...common} value={text} onChange={set} />;
    case 'postalCode':
      return (
        <PostcodeField
          {...common}
          value={text}
          province={props.province}
          provinceLabel={t('common^fields>province')}
          onChange={(next) => {
            set(next);
            props.onPostcodeChange?.(next);
          }}
        />
      );
    default:
      return null;
  }
});
