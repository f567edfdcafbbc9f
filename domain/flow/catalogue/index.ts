import type { Country } from '../../brand/BrandConfigSchema';
import type { FlowEntry } from '../brandFlow';
import { FLOW_PATH_KEYS, type FieldDefinition, type FlowDefinition, type FlowPathKey, type FlowStep } from '../FlowDefinition';
import type { CatalogueStep } from './CatalogueStep';
import { ADDRESS_STEPS } from './addressSteps';
import { INCOME_STEPS } from './incomeSteps';
import { LOAN_STEPS } from './loanSteps';
import { MONEY_STEPS } from './moneySteps';
import { PERSONAL_STEPS } from './personalSteps';

/**
 * Every step key of spec §2 as a step definition (issue 11 §2). Loaded in its own chunk, never with the first step
 * (first-step budget): a brand's flow names its steps from here (brand.json `flow`).
 */
export const STEP_CATALOGUE: Readonly<Record<FlowPathKey, CatalogueStep>> = (() => {
  const all = [...LOAN_STEPS, ...PERSONAL_STEPS, ...ADDRESS_STEPS, ...INCOME_STEPS, ...MONEY_STEPS];
  const byPath = Object.fromEntries(all.map((s) => [s.path, s])) as Record<FlowPathKey, CatalogueStep>;
  // Checked by tests/unit/domain/flow/catalogue.test.ts; a missing key here would be a typo in a step file.
  for (const key of FLOW_PATH_KEYS) if (!byPath[key]) throw new Error(`Catalogue misses step ${key}`);
  return byPath;
})();

/** The step at `key` as `country` asks it (its own fields where the catalogue has a country variant). */
export function catalogueStep(key: FlowPathKey, country: Country): FlowStep {
  const { byCountry, ...base } = STEP_CATALOGUE[key];
  const fields = byCountry?.[country] ?? base.fields;
  return { ...base, fields };
}

const optionalField = (field: FieldDefinition): FieldDefinition => ({ ...field, required: false });

/** A brand's flow from its configuration: the catalogue steps it names, in its order, with its conditions. */
export function resolveFlow(brand: { readonly flowId: string; readonly country: Country; readonly flow: readonly FlowEntry[] }): FlowDefinition {
  const steps = brand.flow.map((entry): FlowStep => {
    if (typeof entry === 'string') return catalogueStep(entry, brand.country);
    const step = catalogueStep(entry.step, brand.country);
    return {
      ...step,
      ...(entry.optional ? { fields: step.fields.map(optionalField) } : {}),
      ...(entry.when ? { when: entry.when } : {}),
    };
  });
  return { flowId: brand.flowId, steps };
}
