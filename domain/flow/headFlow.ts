import type { FlowEntry } from './brandFlow';
import { entryKey } from './brandFlow';
import { INITIAL_DETAILS_STEP } from './commonSteps';
import type { FlowDefinition, FlowStep } from './FlowDefinition';
import { legacyHeadFlow } from './legacyFlow';

/**
 * What start-up knows of a brand's flow before the catalogue chunk arrives (first-step budget): the first step whole,
 * every later step by key and condition only, with no fields yet. Enough to number the first step and link it to the
 * next; the ui loads the full flow (catalogue/index.ts resolveFlow) before a later step renders or is navigated to.
 */
export function headFlow(brand: { readonly flowId: string; readonly flow: readonly FlowEntry[]; readonly legacyFlow?: unknown }): FlowDefinition {
  // A brand with a legacyFlow runs the multi-field pages instead (brand.json, docs/legacy-flow.md).
  if (brand.legacyFlow) return legacyHeadFlow(brand.flowId);
  const steps = brand.flow.map((entry): FlowStep => {
    const path = entryKey(entry) ?? 'initial-details';
    if (path === INITIAL_DETAILS_STEP.path) return INITIAL_DETAILS_STEP;
    const when = typeof entry === 'string' ? undefined : entry.when;
    return { path, section: 'other-information', type: 'dynamic', fields: [], ...(when ? { when } : {}) };
  });
  return { flowId: brand.flowId, steps };
}
