import type { FieldDefinition } from '../../domain/flow/FlowDefinition';
import { flowKeys } from '../kit/flowKeys';
import type { TranslateFn } from '../kit/Translate';

/**
 * Keys of one step's texts (ui/kit/flowKeys.ts layout: `flow>steps>{step}>…`, shared by every brand). A legacy page
 * passes `fieldSteps`: each field keeps the texts of the catalogue step it comes from.
 */
export function stepKeys(stepPath: string, fieldSteps?: Readonly<Record<string, string>>) {
  const of = (field: string) => fieldSteps?.[field] ?? stepPath;
  return {
    title: flowKeys.stepTitle(stepPath),
    hint: flowKeys.stepHint(stepPath),
    label: (field: string) => flowKeys.fieldLabel(of(field), field),
    fieldHint: (field: string) => flowKeys.fieldHint(of(field), field),
    option: (field: string, value: string) => flowKeys.option(of(field), field, value),
  };
}

export type StepKeys = ReturnType<typeof stepKeys>;

/** The translation of `key`, or undefined when the locale has none (the translator then answers the key). */
export function optionalText(t: TranslateFn, key: string, params?: Readonly<Record<string, string | number>>): string | undefined {
  const text = t(key, params);
  const bare = key.slice(key.indexOf('^') + 1);
  return text === key || text === bare ? undefined : text;
}

/** The id of a field's input: the target of its error-summary link (docs/accessible-forms.md "Error summary"). */
export function fieldId(field: Pick<FieldDefinition, 'name'>): string {
  return `f-${field.name.replace(/[^A-Za-z0-9]/g, '-')}`;
}
