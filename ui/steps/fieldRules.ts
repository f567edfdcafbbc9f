import { applyFieldRule } from '../../domain/validation/applyFieldRule';
import { CORE_FIELD_VALIDATORS } from '../../domain/validation/coreFieldValidators';
import { isDeferredFieldRule, type DeferredFieldRule } from '../../domain/validation/deferredFieldRules';
import type { FieldRule } from '../../domain/validation/FieldRule';
import type { FieldValidator } from '../../domain/validation/FieldValidator';
import { normaliseField } from '../../domain/validation/normaliseField';
import type { ValidationError } from '../../domain/validation/ValidationError';
import type { LazyModule } from '../kit/lazyModule';
import type { FieldRules } from './fieldRulesContract';
import { laterStepCode } from './laterSteps';

export type { FieldRules } from './fieldRulesContract';

/** What the on-demand half of the registry comes from: the later-step chunk, or a stand-in in tests. */
export type DeferredValidators = LazyModule<{ readonly DEFERRED_FIELD_VALIDATORS: Readonly<Record<DeferredFieldRule, FieldValidator>> }>;

const UNAVAILABLE: ValidationError = { kind: 'CheckUnavailable' };

/**
 * The ui's field rules (issue 6: only what step 1 needs loads with it). The core validators (e-mail, phone, text,
 * numbers, choices) are bundled; the deferred ones (IBAN, national id, postal code, plate, dates, country) come from
 * `deferred`. Never a missing validation: until they have loaded a deferred rule answers CheckUnavailable (the
 * applicant keeps the answer and Continue tries again) and starts loading them; `whenReady` lets Continue wait for
 * them instead. Empty values are judged at once (Required), as validateField does. Any use (a Continue, on step 1
 * too) starts loading the deferred validators, so the next step finds them there.
 */
export function createFieldRules(deferred: DeferredValidators): FieldRules {
  const prefetch = () => deferred.load().catch(() => undefined);
  const validatorOf = (rule: FieldRule): FieldValidator => {
    const loaded = deferred.current();
    if (!loaded) void prefetch();
    if (!isDeferredFieldRule(rule)) return CORE_FIELD_VALIDATORS[rule];
    return loaded ? loaded.DEFERRED_FIELD_VALIDATORS[rule] : () => UNAVAILABLE;
  };
  return {
    validateField: (rule, value, ctx) => applyFieldRule(rule, validatorOf(rule), value, ctx),
    normaliseField,
    whenReady: (rules) =>
      rules.some(isDeferredFieldRule) ? deferred.load().then(() => true, () => false) : Promise.resolve(true),
  };
}

/** The field rules of the app's forms: the deferred validators come with the later-step chunk (ui/steps/laterSteps.ts). */
export const FIELD_RULES: FieldRules = createFieldRules(laterStepCode);
