import type { Country } from '../../country/Country';
import type { CountryPack } from '../../country/CountryPack';
import { loadCountryPack } from '../../country/countryRegistry';
import type { FlowEntry } from '../brandFlow';
import { FLOW_PATH_KEYS, type FieldDefinition, type FlowDefinition, type FlowPathKey, type FlowStep } from '../FlowDefinition';
import type { LegacyFlowConfig } from '../legacyFlow';
import { LEGACY_PAGES } from '../legacyPages';
import type { CatalogueStep } from './CatalogueStep';
import { ADDRESS_STEPS } from './addressSteps';
import { INCOME_STEPS } from './incomeSteps';
import { LOAN_STEPS } from './loanSteps';
import { MONEY_STEPS } from './moneySteps';
import { withPackOptions } from './packOptions';
import { PERSONAL_STEPS } from './personalSteps';

/**
 * Every step key of docs/product.md "Screens and routes" as a step definition (issue 11 §2). Loaded in its own chunk, never with the first step
 * (first-step budget): a brand's flow names its steps from here (brand.json `flow`).
 */
export const STEP_CATALOGUE: Readonly<Record<FlowPathKey, CatalogueStep>> = (() => {
  const all = [...LOAN_STEPS, ...PERSONAL_STEPS, ...ADDRESS_STEPS, ...INCOME_STEPS, ...MONEY_STEPS];
  const byPath = Object.fromEntries(all.map((s) => [s.path, s])) as Record<FlowPathKey, CatalogueStep>;
  // Checked by tests/unit/domain/flow/catalogue.test.ts; a missing key here would be a typo in a step file.
  for (const key of FLOW_PATH_KEYS) if (!byPath[key]) throw new Error(`Catalogue misses step ${key}`);
  return byPath;
})();

/**
 * The step at `key` as the pack's country asks it: the fields its pack shapes (address, payout account, id document),
 * and the pack's banks, regions and document types as the options of those choices.
 */
export function catalogueStep(key: FlowPathKey, pack: CountryPack): FlowStep {
  const { fieldsFor, ...base } = STEP_CATALOGUE[key];
  const fields = (fieldsFor?.(pack) ?? base.fields).map((field) => withPackOptions(field, pack));
  return { ...base, fields };
}

/** What of a brand configuration its flow is resolved from. */
export interface BrandFlowConfig {
  readonly flowId: string;
  readonly country: Country;
  readonly flow: readonly FlowEntry[];
  /** Present: the brand runs the legacy multi-field pages instead (domain/flow/legacyFlow.ts). */
  readonly legacyFlow?: LegacyFlowConfig | undefined;
}

const optionalField = (field: FieldDefinition): FieldDefinition => ({ ...field, required: false });

/**
 * A brand's legacy flow (brand.json `legacyFlow`): one page per legacy route, each asking the fields of the catalogue
 * steps it names, in order, as the pack's country asks them (`optional` makes a step's fields optional); every field
 * keeps its step's texts (`fieldSteps`).
 */
export function resolveLegacyFlow(brand: { readonly flowId: string; readonly legacyFlow: LegacyFlowConfig }, pack: CountryPack): FlowDefinition {
  const steps = LEGACY_PAGES.map((page): FlowStep => {
    const fields: FieldDefinition[] = [];
    const fieldSteps: Record<string, string> = {};
    let modal: FlowStep['modal'];
    for (const entry of brand.legacyFlow[page.path] ?? []) {
      const key = typeof entry === 'string' ? entry : entry.step;
      const step = catalogueStep(key, pack);
      const asked = typeof entry !== 'string' && entry.optional ? step.fields.map(optionalField) : step.fields;
      for (const field of asked) {
        if (Object.hasOwn(fieldSteps, field.name)) continue;
        fields.push(field);
        fieldSteps[field.name] = key;
      }
      modal ??= step.modal;
    }
    return { path: page.path, section: page.section, type: page.type, fields, fieldSteps, ...(modal ? { modal } : {}) };
  });
  return { flowId: brand.flowId, form: 'legacy', steps };
}

/** A brand's flow from its configuration: the catalogue steps it names, in its order, with its conditions. */
export function resolveFlow(brand: BrandFlowConfig, pack: CountryPack): FlowDefinition {
  if (pack.country !== brand.country) throw new Error(`Flow of a ${brand.country} brand resolved with the ${pack.country} pack`);
  const steps = brand.flow.map((entry): FlowStep => {
    if (typeof entry === 'string') return catalogueStep(entry, pack);
    const step = catalogueStep(entry.step, pack);
    return {
      ...step,
      ...(entry.optional ? { fields: step.fields.map(optionalField) } : {}),
      ...(entry.when ? { when: entry.when } : {}),
    };
  });
  return { flowId: brand.flowId, steps };
}

/** The brand's flow with its country's pack, fetched alone (docs/architecture.md house rule 9): what the browser loads after step 1. */
export async function loadBrandFlow(brand: BrandFlowConfig): Promise<FlowDefinition> {
  const pack = await loadCountryPack(brand.country);
  return brand.legacyFlow ? resolveLegacyFlow({ flowId: brand.flowId, legacyFlow: brand.legacyFlow }, pack) : resolveFlow(brand, pack);
}
