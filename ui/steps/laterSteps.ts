import type { Country } from '../../domain/brand/BrandConfigSchema';
import type { FieldControl, FieldDefinition, FlowStep } from '../../domain/flow/FlowDefinition';
import type { DeferredFieldRule } from '../../domain/validation/deferredFieldRules';
import type { FieldValidator } from '../../domain/validation/FieldValidator';
import type { CountryNormalisers } from '../../domain/validation/ValidationContext';
import { isDeferredFieldRule } from '../../domain/validation/deferredFieldRules';
import { lazyModule, type LazyModule } from '../../application/kernel/lazyModule';

export type LaterStepsChunk = typeof import('./laterStepsChunk');

/**
 * The code only steps after the first need (first-step budget; docs/architecture.md house rule 7): the deferred validators (IBAN
 * registry, postal codes, plates, dates, countries; the country identifiers come with the brand's country pack, see
 * deferredValidatorsFor) and the controls no first step shows.
 * One chunk, prefetched once the applicant interacts with step 1 or presses Continue, awaited before a step using it
 * renders or validates (ui/steps/StepForm.tsx, ui/steps/fieldRules.ts).
 */
export const laterStepsChunk = lazyModule<LaterStepsChunk>(() => import('./laterStepsChunk'));

/**
 * Runs `run` with the later-step chunk: now when it is here, else once it arrives, without fetching it (the first step
 * never loads it before the applicant interacts: first-step budget). Returns the function that cancels the wait.
 */
export function withLaterSteps(run: (chunk: LaterStepsChunk) => void): () => void {
  const stop = laterStepsChunk.subscribe(() => {
    const chunk = laterStepsChunk.current();
    if (chunk) {
      stop();
      run(chunk);
    }
  });
  const chunk = laterStepsChunk.current();
  if (chunk) {
    stop();
    run(chunk);
  }
  return stop;
}

/** The deferred validators of one country, built with its pack, and the pack's normalisers (postal code, payout account). */
export interface DeferredValidatorsModule {
  readonly DEFERRED_FIELD_VALIDATORS: Readonly<Record<DeferredFieldRule, FieldValidator>>;
  readonly normalisers?: CountryNormalisers;
}

const deferredByCountry = new Map<Country, LazyModule<DeferredValidatorsModule>>();

/**
 * The deferred validators with `country`'s pack (docs/architecture.md house rule 9: the browser fetches only the brand's country
 * pack): the later-step chunk, then the pack's own chunk, loaded once per country.
 */
export function deferredValidatorsFor(country: Country): LazyModule<DeferredValidatorsModule> {
  let module = deferredByCountry.get(country);
  if (module === undefined) {
    module = lazyModule(async () => {
      const chunk = await laterStepsChunk.load();
      const pack = await chunk.loadCountryPack(country);
      return { DEFERRED_FIELD_VALIDATORS: chunk.createDeferredFieldValidators((wanted) => (wanted === country ? pack : undefined)), normalisers: pack };
    });
    deferredByCountry.set(country, module);
  }
  return module;
}

/** Controls rendered by the later-step chunk (ui/steps/LaterFieldControl.tsx): none is on any brand's first step. */
export const LATER_CONTROLS: ReadonlySet<FieldControl> = new Set<FieldControl>(['money', 'radio', 'yesNo', 'select', 'date', 'dateOfBirth', 'iban', 'postalCode']);

/** The field's control or rule is in the later-step chunk. */
export const needsLaterCode = (field: Pick<FieldDefinition, 'control' | 'rule'>): boolean => LATER_CONTROLS.has(field.control) || isDeferredFieldRule(field.rule);

/** The code `step` needs is there: it renders at once (no suspending), Continue opens it without waiting. */
export const stepReady = (step: Pick<FlowStep, 'fields'> | undefined, code: LazyModule<unknown> = laterStepsChunk): boolean =>
  step === undefined || code.current() !== undefined || !step.fields.some(needsLaterCode);

/**
 * Resolves once the code `step` needs is there, or its load failed (the step then shows its notice and retry); never
 * rejects. For Continue: open the next step only when it can render whole, the Continue button staying busy
 * meanwhile, instead of the page loader flashing while the chunk arrives (StepForm suspends without it).
 */
export function prepareStep(step: Pick<FlowStep, 'fields'> | undefined, code: LazyModule<unknown> = laterStepsChunk): Promise<void> {
  if (stepReady(step, code)) return Promise.resolve();
  return code.load().then(
    () => undefined,
    () => undefined,
  );
}
