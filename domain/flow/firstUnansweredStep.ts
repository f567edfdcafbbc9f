import { stepApplies } from './stepCondition';
import type { FieldDefinition, FlowDefinition } from './FlowDefinition';
import { stepFields } from './FlowDefinition';
import type { Lead } from '../lead/LeadSchema';
import { readPath } from '../lead/dottedPaths';

// A required box must be ticked; for every other control false (a "No") is an answer.
const answered = (field: FieldDefinition, value: unknown): boolean =>
  value !== undefined && value !== null && value !== '' && !(field.control === 'checkbox' && value === false);

/**
 * The path of the first step with a required answer missing, or null when every required answer is there: where a
 * resumed application continues (docs/states-and-routes.md "Routes": "/continue/:id resumes"). The captcha token is asked again on each visit, so
 * it does not count. Steps whose brand condition fails (brandFlow.stepApplies) are not asked, so never missing.
 */
export function firstUnansweredStep(flow: FlowDefinition, lead: Lead): string | null {
  for (const step of flow.steps) {
    if (!stepApplies(step, lead)) continue;
    const missing = stepFields(step).some((field) => field.required && field.control !== 'captcha' && !answered(field, readPath(lead, field.name)));
    if (missing) return step.path;
  }
  return null;
}
