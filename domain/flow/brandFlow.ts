import * as v from 'valibot';
import type { Lead } from '../lead/LeadSchema';
import { readPath } from '../lead/dottedPaths';
import { FLOW_PATH_KEYS, type FlowPathKey } from './FlowDefinition';

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

const StepKeySchema = v.picklist(FLOW_PATH_KEYS, 'not a step of the catalogue (spec §2)');

/**
 * One step of a brand's flow in brand.json: a catalogue key, or `{ step, when?, optional? }`; `optional` makes every
 * field of the step optional for this brand (e.g. the German Steuer-ID). Unknown keys are a brand load error.
 */
export const FlowEntrySchema = v.union([
  StepKeySchema,
  v.strictObject({ step: StepKeySchema, when: v.optional(StepConditionSchema), optional: v.optional(v.boolean()) }),
]);
export type FlowEntry = v.InferOutput<typeof FlowEntrySchema>;

/** A brand's ordered steps; the first is always initial-details (the first step is not configurable: first-step budget). */
export const BrandFlowSchema = v.pipe(
  v.array(FlowEntrySchema),
  v.minLength(2),
  v.check((entries) => entryKey(entries[0]) === 'initial-details', 'the first step must be initial-details'),
  v.check((entries) => new Set(entries.map(entryKey)).size === entries.length, 'a step is listed twice'),
);

/** The step key of an entry. */
export function entryKey(entry: FlowEntry | undefined): FlowPathKey | undefined {
  return typeof entry === 'string' ? entry : entry?.step;
}

/** Whether a step with this condition applies to the answers given so far (no condition: always). */
export function stepApplies(step: { readonly when?: StepCondition | undefined }, lead: Lead): boolean {
  const when = step.when;
  if (!when) return true;
  const value = readPath(lead, when.field);
  if (value === undefined || value === null) return false;
  return 'equals' in when ? value === when.equals : when.in.some((candidate) => candidate === value);
}
