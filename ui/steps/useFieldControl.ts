import type { FieldDefinition } from '../../domain/flow/FlowDefinition';
import type { DateParts } from '../kit/dateParts';
import { useT } from '../kit/Translate';
import { validationMessage } from '../kit/validationMessage';
import type { StepFormStore } from './StepFormStore';
import { fieldId, optionalText, type StepKeys } from './flowText';
import type { ValueContext } from './formValues';

export interface FieldControlProps {
  readonly field: FieldDefinition;
  /** Translation keys of the step the field belongs to. */
  readonly keys: StepKeys;
  readonly form: StepFormStore;
  /** The field is the page's only question: its label or legend is the `<h1>` (docs/accessible-forms.md "Question pages"). */
  readonly isPageHeading: boolean;
  readonly ctx: ValueContext;
  readonly currency: string;
  /** Locale of option names (country names through Intl.DisplayNames). */
  readonly displayLocale: string;
  /** The province filled from the postcode , shown beside the postcode field. */
  readonly province?: string;
  readonly onPostcodeChange?: (value: string) => void;
  /** Called on every change of the answer (the first one prefetches the later steps' code). */
  readonly onAnswer?: () => void;
}

/**
 * What every control of a flow field shares: its texts from the flow's translations, the inline message (the same as
 * the summary's), the value held by the form and the setter.
 */
export function useFieldControl(props: FieldControlProps) {
  const t = useT();
  const { field, form, isPageHeading, ctx, keys } = props;
  const id = fieldId(field);
  // Optional questions say so in their label (GOV.UK question pages); required ones carry no mark.
  const label = field.required ? t(keys.label(field.name)) : t('common^a11y>optional', { label: t(keys.label(field.name)) });
  // The field that is the page's heading also carries the step's hint: after the <h1>, named by aria-describedby.
  const hint = [isPageHeading && optionalText(t, keys.hint), optionalText(t, keys.fieldHint(field.name))].filter(Boolean).join(' ') || undefined;
  const problem = form.problems[field.name];
  const error = problem ? validationMessage(t, problem, ctx.intlLocale, field.name) : undefined;
  const value = form.values[field.name];
  const text = typeof value === 'string' ? value : '';
  const set = (next: string | boolean | DateParts) => {
    form.setValue(field.name, next);
    props.onAnswer?.();
  };
  const common = { id, name: field.name, label, ...(hint !== undefined ? { hint } : {}), ...(error !== undefined ? { error } : {}), isPageHeading };
  return { t, id, label, hint, error, value, text, set, common };
}
