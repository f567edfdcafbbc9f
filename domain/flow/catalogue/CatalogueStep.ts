import type { CountryPack } from '../../country/CountryPack';
import type { FieldDefinition, FlowPathKey, FlowStep, SectionKey, StepType } from '../FlowDefinition';

/**
 * A step definition of the catalogue: the step as most countries ask it, or the fields the brand country's pack
 * shapes (its address parts, its payout account, its id document types): a country changes a step through its
 * pack, never through a table here.
 */
export interface CatalogueStep extends Omit<FlowStep, 'when'> {
  readonly fieldsFor?: (pack: CountryPack) => readonly FieldDefinition[];
}

/** A step of `type` (dynamic by default) in `section` asking `fields`, or the fields `fieldsFor` reads from the pack. */
export function step(
  path: FlowPathKey,
  section: SectionKey,
  fields: readonly FieldDefinition[],
  extra: { readonly type?: StepType; readonly fieldsFor?: CatalogueStep['fieldsFor'] } = {},
): CatalogueStep {
  return { path, section, type: extra.type ?? 'dynamic', fields, ...(extra.fieldsFor ? { fieldsFor: extra.fieldsFor } : {}) };
}
