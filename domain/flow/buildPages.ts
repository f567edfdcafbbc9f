import type { DynamicFormPage } from '../lead/DynamicFormPage';
import type { FlowDefinition } from './FlowDefinition';
import { stepFields } from './FlowDefinition';

/**
 * The dynamic form pages of a flow (docs/product.md "The form flow"; page fields of docs/product.md "Entities"): one page per
 * step in order, linked by previous and next path; each knows its data points (the step's fields, its modal's
 * included) and the data points of every step; only the last page carries all data points to submit. No errors yet.
 */
export function buildPages(flow: FlowDefinition): DynamicFormPage[] {
  const dataPointsPerStep: Record<string, string[]> = {};
  for (const step of flow.steps) dataPointsPerStep[step.path] = stepFields(step).map((f) => f.name);
  const all = flow.steps.flatMap((step) => dataPointsPerStep[step.path] ?? []);
  const last = flow.steps.length - 1;
  return flow.steps.map((step, index) => ({
    path: step.path,
    context: { flowId: flow.flowId, section: step.section, type: step.type },
    dataPoints: dataPointsPerStep[step.path] ?? [],
    previousPath: flow.steps[index - 1]?.path ?? null,
    nextPath: flow.steps[index + 1]?.path ?? null,
    dataPointsToSubmit: index === last ? all : [],
    dataPointsPerStep,
    stepOrder: index + 1,
    errors: [],
  }));
}

/**
 * Clearing the application result resets the dynamic pages (docs/product.md "The form flow"): they are built afresh from the flow, with
 * no errors left.
 */
export function resetPages(flow: FlowDefinition): DynamicFormPage[] {
  return buildPages(flow);
}
