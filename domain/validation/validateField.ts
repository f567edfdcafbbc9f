import { applyFieldRule } from './applyFieldRule';
import { CORE_FIELD_VALIDATORS } from './coreFieldValidators';
import { COUNTRY_PACKS } from '../country/countryPacks';
import { createDeferredFieldValidators } from './deferredFieldValidators';
import type { DeferredFieldRule } from './deferredFieldRules';
import type { FieldRule } from './FieldRule';
import type { FieldValidator } from './FieldValidator';
import { PHONE_FIELD_VALIDATORS } from './phoneFieldValidators';
import type { ValidationContext } from './ValidationContext';
import type { ValidationError } from './ValidationError';

/** The deferred validators with every country pack (server and tests; the browser loads one pack, ui/steps/laterSteps.ts). */
export const DEFERRED_FIELD_VALIDATORS: Readonly<Record<DeferredFieldRule, FieldValidator>> = createDeferredFieldValidators((country) => COUNTRY_PACKS[country]);

/**
 * Every FieldRule name → its validator (spec §5): the core, phone and deferred ones together (the server and the
 * domain tests use this; the ui loads the phone and deferred ones on demand, ui/steps/fieldRules.ts). A Record over
 * FieldRule, so adding a rule name without a validator does not compile.
 */
export const FIELD_VALIDATORS: Readonly<Record<FieldRule, FieldValidator>> = {
  ...CORE_FIELD_VALIDATORS,
  ...PHONE_FIELD_VALIDATORS,
  ...DEFERRED_FIELD_VALIDATORS,
};

/**
 * Validates one form value by its rule name (spec §5): null when valid, else a typed ValidationError (the ui maps
 * `kind` to a translation key). An empty value is Required when `ctx.required`, else valid — except `accepted`, whose
 * empty state is "not ticked" (MustBeAccepted when required). Never throws, whatever `value` is.
 */
export function validateField(rule: FieldRule, value: unknown, ctx: ValidationContext): ValidationError | null {
  return applyFieldRule(rule, FIELD_VALIDATORS[rule], value, ctx);
}
