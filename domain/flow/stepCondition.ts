import * as v from 'valibot';
import type { Lead } from '../lead/LeadSchema';
import { readPath } from '../lead/dottedPaths';

const ConditionValueSchema = v.union([v.string(), v.number(), v.boolean()]);

/**
 * When a step applies (issue 11 §3): the answer at the dotted lead path `field` equals `equals`, or is one of `in`.
 * A step whose condition fails is skipped by navigation, numbering, resume and the check-answers page; an unanswered
 * field fails every condition.
 */
export const StepConditionSchema = v.union([
  v.strictObject({ field: v.pipe(v.string(), v.minLength(1)), equals: ConditionValueSchema }),
  v.strictObject({ field: v.pipe(v.string(), v.minLength(1)), in: v.pipe(v.array(ConditionValueSchema), v.minLength(1)) }),
]);
export type StepCondition = v.InferOutput<typeof StepConditionSchema>;

/** Whether a step with this condition applies to the answers given so far (no condition: always). */
export function stepApplies(step: { readonly when?: StepCondition | undefined }, lead: Lead): boolean {
  const when = step.when;
  if (!when) return true;
  const value = readPath(lead, when.field);
  if (value === undefined || value === null) return false;
  return 'equals' in when ? value === when.equals : when.in.some((candidate) => candidate === value);
}
