import type { FieldRule } from '../validation/FieldRule';
import type { FieldControl, FieldDefinition } from './FlowDefinition';

type Extra = Partial<Omit<FieldDefinition, 'name' | 'control' | 'rule'>>;

/** A field with the usual defaults: required, not sensitive, storable. */
export function field(name: string, control: FieldControl, rule: FieldRule, extra: Extra = {}): FieldDefinition {
  return { name, control, rule, required: true, sensitive: false, storable: true, ...extra };
}

/** A field holding personal data (masked by recorders). */
export const personal = (name: string, control: FieldControl, rule: FieldRule, extra: Extra = {}): FieldDefinition =>
  field(name, control, rule, { sensitive: true, ...extra });

/** A field never written to browser storage (national id, IBAN, id-card number). */
export const secret = (name: string, control: FieldControl, rule: FieldRule, extra: Extra = {}): FieldDefinition =>
  field(name, control, rule, { sensitive: true, storable: false, ...extra });

export const choice = (name: string, options: readonly string[], control: FieldControl = 'radio', extra: Extra = {}): FieldDefinition =>
  field(name, control, 'choice', { options, ...extra });

export const yesNo = (name: string, extra: Extra = {}): FieldDefinition => field(name, 'yesNo', 'yesNo', extra);

export const money = (name: string, extra: Extra = {}): FieldDefinition => field(name, 'money', 'money', { inputMode: 'decimal', ...extra });
