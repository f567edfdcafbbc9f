import type { ReactNode } from 'react';
import type { FieldDefinition } from '../../domain/flow/FlowDefinition';
import { CheckboxField } from './CheckboxField';
import { DateOfBirthField, datePartId, type DateParts } from './DateOfBirthField';
import { FormGroup } from './FormGroup';
import { IbanField } from './IbanField';
import { InlineError } from './InlineError';
import { MoneyField } from './MoneyField';
import { PhoneField } from './PhoneField';
import { PostcodeField } from './PostcodeField';
import { RadioGroup } from './RadioGroup';
import { SelectField, type SelectOption } from './SelectField';
import { TextField } from './TextField';
import { useT, useTranslationExists, type TranslateParams } from './Translate';
import { flowKeys } from './flowKeys';

/** What a field holds while the applicant edits it: text as typed, a ticked box, or the three parts of a date. */
export type FieldValue = string | boolean | DateParts;

export const EMPTY_DATE: DateParts = { day: '', month: '', year: '' };

/** The DOM id of a flow field: its dotted lead path with dashes ("contactDetails.email" → "contactDetails-email"). */
export const fieldDomId = (fieldName: string): string => fieldName.replace(/\./g, '-');

/** The element an error summary entry of this field links to and focuses (a date's day input). */
export function fieldFocusId(field: FieldDefinition): string {
  const id = fieldDomId(field.name);
  return field.control === 'date' || field.control === 'dateOfBirth' ? datePartId(id, 'day') : id;
}

/**
 * A page asks a single question when it has one field that is not a checkbox or captcha: that field's label or legend
 * is then the page's `<h1>` (GOV.UK question pages).
 */
export function isSingleQuestion(fields: readonly FieldDefinition[]): boolean {
  return fields.length === 1 && fields[0]?.control !== 'checkbox' && fields[0]?.control !== 'captcha';
}

export interface FlowFieldProps {
  flowId: string;
  /** The page the field is on (a modal's own path for modal fields). */
  stepPath: string;
  field: FieldDefinition;
  value: FieldValue | undefined;
  onChange: (value: FieldValue) => void;
  /** Translated inline message (validationMessage), after a failed Continue or from the server. */
  error?: string;
  /** The step's only question: the label or legend is the page's `<h1>`, worded as the step title. */
  isPageHeading?: boolean;
  intlLocale: string;
  currency: string;
  /** E.g. "+34": shown before phone inputs, which then use `tel-national` autofill. */
  callingCode?: string;
  /** Formats a phone as typed (domain/phone formatAsYouType bound to the brand's country). */
  formatPhone?: (value: string) => string;
  /** Options of country selects (countryOptions). */
  countries?: readonly SelectOption[];
  /** Province found for the postcode being typed. */
  province?: string;
  /** The captcha widget of the captcha port, for `captcha` fields. */
  captcha?: ReactNode;
  /** Values for placeholders of the field's texts, e.g. the brand's `{ min, max }` amount, already formatted. */
  textParams?: TranslateParams;
}

const asText = (value: FieldValue | undefined): string => (typeof value === 'string' ? value : '');
const asDate = (value: FieldValue | undefined): DateParts => (typeof value === 'object' && value !== null ? value : EMPTY_DATE);

/**
 * One field of a flow step, drawn with the kit control its `control` names and the texts of locales/*\/flow.json
 * (flowKeys). Presentational: the value and its changes belong to the caller's store.
 */
export function FlowField(props: FlowFieldProps) {
  const translate = useT();
  const t = (key: string) => translate(key, props.textParams);
  const exists = useTranslationExists();
  const { flowId, stepPath, field, value, onChange, error, isPageHeading } = props;
  const id = fieldDomId(field.name);
  const labelText = isPageHeading ? t(flowKeys.stepTitle(flowId, stepPath)) : t(flowKeys.fieldLabel(flowId, stepPath, field.name));
  // A single-question page shows the step's hint too, before the field's own ("Leave it empty…" + "For example…").
  const hintKeys = isPageHeading ? [flowKeys.stepHint(flowId, stepPath), flowKeys.fieldHint(flowId, stepPath, field.name)] : [flowKeys.fieldHint(flowId, stepPath, field.name)];
  const hints = hintKeys.filter(exists).map(t);
  const hint = hints.length > 0 ? hints.join(' ') : undefined;
  const text = asText(value);
  const common = { id, name: field.name, label: labelText, hint, error, isPageHeading };
  const optionLabel = (option: string) => t(flowKeys.option(flowId, stepPath, field.name, option));

  switch (field.control) {
    case 'email':
      return <TextField {...common} type="email" value={text} onChange={onChange} autoComplete={field.autocomplete ?? 'email'} spellCheck={false} autoCapitalize="none" />;
    case 'tel':
      return <PhoneField {...common} value={text} onChange={onChange} format={props.formatPhone ?? ((v) => v)} callingCode={props.callingCode} />;
    case 'money':
      return <MoneyField {...common} value={text} onChange={(typed) => onChange(typed)} intlLocale={props.intlLocale} currency={props.currency} allowDecimals={field.inputMode === 'decimal'} />;
    case 'integer':
      return <TextField {...common} value={text} onChange={onChange} inputMode="numeric" width="3" autoComplete={field.autocomplete ?? 'off'} />;
    case 'iban':
      return <IbanField {...common} hint={hint} value={text} onChange={onChange} />;
    case 'postalCode':
      return <PostcodeField {...common} value={text} onChange={onChange} inputMode={field.inputMode ?? 'numeric'} province={props.province} provinceLabel={t('common^fields>province')} />;
    case 'licencePlate':
      return <TextField {...common} value={text} onChange={onChange} autoComplete="off" autoCapitalize="characters" spellCheck={false} width="10" />;
    case 'radio':
      return <RadioGroup {...common} legend={labelText} value={text === '' ? undefined : text} onChange={onChange} options={(field.options ?? []).map((option) => ({ value: option, label: optionLabel(option) }))} />;
    case 'yesNo':
      return (
        <RadioGroup
          {...common}
          legend={labelText}
          inline
          value={text === '' ? undefined : text}
          onChange={onChange}
          options={[
            { value: 'true', label: t('common^fields>yes') },
            { value: 'false', label: t('common^fields>no') },
          ]}
        />
      );
    case 'select': {
      const options = field.options !== undefined ? field.options.map((option) => ({ value: option, label: optionLabel(option) })) : (props.countries ?? []);
      return <SelectField {...common} placeholder={t('common^fields>selectPlaceholder')} options={options} value={text} onChange={onChange} autoComplete={field.autocomplete} />;
    }
    case 'checkbox':
      return <CheckboxField id={id} name={field.name} label={t(flowKeys.fieldLabel(flowId, stepPath, field.name))} hint={hint} error={error} checked={value === true} onChange={onChange} />;
    case 'date':
      return <DateOfBirthField {...common} legend={labelText} autoComplete="none" value={asDate(value)} onChange={onChange} />;
    case 'dateOfBirth':
      return <DateOfBirthField {...common} legend={labelText} value={asDate(value)} onChange={onChange} />;
    case 'captcha':
      return (
        <FormGroup hasError={error !== undefined && error.length > 0}>
          <div id={id} tabIndex={-1} className="captcha">
            {error !== undefined && error.length > 0 && <InlineError fieldId={id} message={error} />}
            {props.captcha}
          </div>
        </FormGroup>
      );
    case 'text':
    default:
      return <TextField {...common} value={text} onChange={onChange} autoComplete={field.autocomplete} inputMode={field.inputMode} />;
  }
}
