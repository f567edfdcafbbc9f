import type { FieldControl, FieldDefinition, FlowStep } from '../../domain/flow/FlowDefinition';
import { isDeferredFieldRule } from '../../domain/validation/deferredFieldRules';
import { lazyModule, type LazyModule } from '../../application/shared/lazyModule';

export type LaterStepsChunk = typeof import('./laterStepsChunk');

/**
 * The code only steps after the first need (first-step budget; architecture.md rule 7): the deferred validators (IBAN
 * registry, national ids, postal codes and provinces, plates, dates, countries) and the controls no first step shows.
 * One chunk, prefetched once the applicant interacts with step 1 or presses Continue, awaited before a step using it
 * renders or validates (ui/steps/StepForm.tsx, ui/steps/fieldRules.ts).
 */
export const laterStepsChunk = lazyModule<LaterStepsChunk>(() => import('./laterStepsChunk'));

/** Controls rendered by the later-step chunk (ui/steps/LaterFieldControl.tsx): none is on any brand's first step. */
export const LATER_CONTROLS: ReadonlySet<FieldControl> = new Set<FieldControl>(['money', 'radio', 'yesNo', 'select', 'date', 'dateOfBirth', 'iban', 'postalCode']);

/** The field's control or rule is in the later-step chunk. */
export const needsLaterCode = (field: Pick<FieldDefinition, 'control' | 'rule'>): boolean => LATER_CONTROLS.has(field.control) || isDeferredFieldRule(field.rule);

/**
 * Resolves once the code `step` needs is there, or its load failed (the step then shows its notice and retry); never
 * rejects. For Continue: open the next step only when it can render whole, the Continue button staying busy
 * meanwhile, instead of the page loader flashing while the chunk arrives (StepForm suspends without it).
 */
export function prepareStep(step: Pick<FlowStep, 'fields'> | undefined, code: LazyModule<unknown> = laterStepsChunk): Promise<void> {
  if (step === undefined || !step.fields.some(needsLaterCode)) return Promise.resolve();
  return code.load().then(
    () => undefined,
    () => undefined,
  );
}
