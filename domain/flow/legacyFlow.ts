import * as v from 'valibot';
import { FlowEntrySchema, type FlowEntry } from './brandFlow';
import { INITIAL_DETAILS_STEP } from './commonSteps';
import { LEGACY_PAGE_KEYS, type FlowDefinition, type FlowStep } from './FlowDefinition';

/**
 * brand.json `legacyFlow`: per legacy page (LEGACY_PAGE_KEYS), the catalogue steps whose fields it asks, in order. Its
 * presence makes the brand run the legacy flow instead of `flow`. Only its shape is parsed here, in the browser too
 * (first-step budget); its rules — the six pages, each with a step, the first page, no step twice, no condition —
 * are checked where brands are loaded (legacyPages.ts legacyFlowProblems), so the browser gets a checked brand.
 */
export const LegacyFlowSchema = v.record(v.string(), v.array(FlowEntrySchema));
export type LegacyFlowConfig = Readonly<Record<string, readonly FlowEntry[]>>;

/**
 * The legacy flow as start-up knows it (first-step budget): the loan-information page whole (the initial-details
 * step's fields and amount modal, brand.json's only allowed first page), every later page by path only, with no
 * fields yet; the ui loads the full flow (catalogue resolveLegacyFlow) before a later page renders.
 */
export function legacyHeadFlow(flowId: string): FlowDefinition {
  const { fields, modal } = INITIAL_DETAILS_STEP;
  const steps = LEGACY_PAGE_KEYS.map((path, index): FlowStep => {
    const head = { path, section: 'loan-information', type: 'loan-information' } as const;
    if (index > 0) return { ...head, fields: [] };
    return { ...head, fields, ...(modal ? { modal } : {}), fieldSteps: Object.fromEntries(fields.map((field) => [field.name, INITIAL_DETAILS_STEP.path])) };
  });
  return { flowId, form: 'legacy', steps };
}
