import * as v from 'valibot';
import { FLOW_PATH_KEYS, type FlowPathKey } from './FlowDefinition';
import { StepConditionSchema } from './stepCondition';

const StepKeySchema = v.picklist(FLOW_PATH_KEYS, 'not a step of the catalogue (docs/product.md "Screens and routes")');

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
