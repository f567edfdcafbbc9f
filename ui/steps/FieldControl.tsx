import { observer } from 'mobx-react-lite';
import type { FieldDefinition } from '../../domain/flow/FlowDefinition';
import { formatAsYouType } from '../../domain/phone/formatAsYouType';
import { CheckboxField } from '../kit/CheckboxField';
import { DateOfBirthField, datePartId, type DateParts } from '../kit/DateOfBirthField';
import { IbanField } from '../kit/IbanField';
import { MoneyField } from '../kit/MoneyField';
import { PhoneField } from '../kit/PhoneField';
import { PostcodeField } from '../kit/PostcodeField';
import { RadioGroup } from '../kit/RadioGroup';
import { SelectField } from '../kit/SelectField';
import { TextField } from '../kit/TextField';
import { useT } from '../kit/Translate';
import type { StepFormStore } from '../stores/StepFormStore';
import { countryOptions } from './countryOptions';
import { validationMessage } from '../kit/validationMessage';
import { fieldId, optionalText, type StepKeys } from './flowText';
import type { ValueContext } from './formValues';

export interface FieldControlProps {
  readonly field: FieldDefinition;
  /** Translation keys of the step the field belongs to. */
  readonly keys: StepKeys;
  readonly form: StepFormStore;
  /** The field is the page's only question: its label or legend is the `<h1>` (accessibility.md "Question pages"). */
  readonly isPageHeading: boolean;
  readonly ctx: ValueContext;
  readonly currency: string;
  /** Locale of option names (country names through Intl.DisplayNames). */
  readonly displayLocale: string;
  /** The province filled from the postcode (issue 5 §3), shown beside the postcode field. */
  readonly province?: string;
  readonly onPostcodeChange?: (value: string) => void;
}

/** The id the error summary links to: the first radio, the day of a date, else the input. */
export function summaryTarget(field: FieldDefinition): string {
  return field.control === 'date' || field.control === 'dateOfBirth' ? datePartId(fieldId(field), 'day') : fieldId(field);
}

/**
 * One field of a flow rendered with the kit control its `control` names (architecture.md house rule 6: one engine for
 * every flow). Texts come from the flow's translations; the inline message is the same as the summary's.
 */
export const FieldControl = observer(function FieldControl(props: FieldControlProps) {
  const t = useT();
  const { field, form, isPageHeading, ctx, keys } = props;
  const id = fieldId(field);
  const label = t(keys.label(field.name));
  const hint = optionalText(t, keys.fieldHint(field.name));
  const problem = form.problems[field.name];
  const error = problem ? validationMessage(t, problem, ctx.intlLocale) : undefined;
  const value = form.values[field.name];
  const text = typeof value === 'string' ? value : '';
  const set = (next: string | boolean | DateParts) => form.setValue(field.name, next);
  const common = { id, name: field.name, label, ...(hint !== undefined ? { hint } : {}), ...(error !== undefined ? { error } : {}), isPageHeading };

  switch (field.control) {
    case 'checkbox':
      return <CheckboxField id={id} name={field.name} label={label} {...(hint !== undefined ? { hint } : {})} {...(error !== undefined ? { error } : {})} checked={value === true} onChange={set} />;
    case 'radio':
    case 'yesNo': {
      const options =
        field.control === 'yesNo'
          ? [
              { value: 'yes', label: t('common^fields>yes') },
              { value: 'no', label: t('common^fields>no') },
            ]
          : (field.options ?? []).map((option) => ({ value: option, label: t(keys.option(field.name, option)) }));
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
          : (field.options ?? []).map((option) => ({ value: option, label: t(keys.option(field.name, option)) }));
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
    case 'tel':
      return <PhoneField {...common} value={text} callingCode={ctx.callingCode} format={(raw) => formatAsYouType(raw, ctx.country)} onChange={set} />;
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
    case 'captcha':
      return null;
    default:
      return (
        <TextField
          {...common}
          value={text}
          onChange={set}
          type={field.control === 'email' ? 'email' : 'text'}
          autoComplete={field.autocomplete}
          inputMode={field.inputMode ?? (field.control === 'integer' ? 'numeric' : undefined)}
          spellCheck={field.control === 'email' || field.sensitive ? false : undefined}
          width={field.control === 'integer' ? '4' : field.control === 'licencePlate' ? '10' : 'full'}
        />
      );
  }
});
