import type { Country } from '../../brand/BrandConfigSchema';
import type { FieldDefinition, FlowPathKey, FlowStep, SectionKey, StepType } from '../FlowDefinition';

/**
 * A step definition of the catalogue: the step as most countries ask it, and the fields a country asks instead
 * where its id, account or address differs (e.g. a CLABE in Mexico, bank plus account type in Colombia).
 */
export interface CatalogueStep extends Omit<FlowStep, 'when'> {
  readonly byCountry?: Partial<Record<Country, readonly FieldDefinition[]>>;
}

/** A step of `type` (dynamic by default) in `section` asking `fields`. */
export function step(
  path: FlowPathKey,
  section: SectionKey,
  fields: readonly FieldDefinition[],
  extra: { readonly type?: StepType; readonly byCountry?: CatalogueStep['byCountry'] } = {},
): CatalogueStep {
  return { path, section, type: extra.type ?? 'dynamic', fields, ...(extra.byCountry ? { byCountry: extra.byCountry } : {}) };
}
