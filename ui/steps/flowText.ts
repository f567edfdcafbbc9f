import type { FieldDefinition } from '../../domain/flow/FlowDefinition';
import type { TranslateFn } from '../kit/Translate';

/**
 * Translation keys of the flow's texts (locales/{locale}/flow.json; spec §9 key separator '>' and namespace '^').
 * The domain holds none of these texts (architecture.md house rule 1); every key is built here and nowhere else.
 */
export const flowKeys = {
  stepTitle: (path: string) => `flow^flow>steps>${path}>title`,
  section: (section: string) => `flow^flow>sections>${section}`,
  fieldLabel: (name: string) => `flow^flow>fields>${name}>label`,
  fieldHint: (name: string) => `flow^flow>fields>${name}>hint`,
  option: (name: string, value: string) => `flow^flow>options>${lastSegment(name)}>${value}`,
  validation: (kind: string) => `validation^validation>${kind}`,
} as const;

function lastSegment(name: string): string {
  return name.slice(name.lastIndexOf('.') + 1);
}

/** The translation of `key`, or undefined when the locale has none (the translator answers the key itself). */
export function optionalText(t: TranslateFn, key: string): string | undefined {
  const text = t(key);
  return text === key || text.endsWith(key.slice(key.indexOf('^') + 1)) ? undefined : text;
}

/** The id of a field's input: the target of its error-summary link (accessibility.md "Error summary"). */
export function fieldId(field: Pick<FieldDefinition, 'name'>): string {
  return `f-${field.name.replace(/[^A-Za-z0-9]/g, '-')}`;
}
