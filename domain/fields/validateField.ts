import { createDeferredFieldValidators } from '../country/deferredFieldValidators';
import { countryPack } from '../country/countryPacks';
import { PHONE_FIELD_VALIDATORS } from '../phone/phoneFieldValidators';
import { applyFieldRule } from '../validation/applyFieldRule';
import { CORE_FIELD_VALIDATORS } from '../validation/coreFieldValidators';
import type { DeferredFieldRule } from '../validation/deferredFieldRules';
import type { FieldRule } from '../validation/FieldRule';
import type { FieldValidator } from '../validation/FieldValidator';
import type { ValidationContext } from '../validation/ValidationContext';
import type { ValidationError } from '../validation/ValidationError';

/**
 * Every field rule's validator in one place, above the folders that hold them (domain/validation: the rules no
 * country decides; domain/country: the pack-backed ones; domain/phone: the phone), so the arrows between those
 * folders run one way. The server and the domain tests use it; the ui loads the phone and deferred halves on demand
 * (ui/steps/fieldRules.ts).
 */

/** The deferred validators with every country pack (server and tests; the browser loads one pack, ui/steps/laterSteps.ts). */
export const DEFERRED_FIELD_VALIDATORS: Readonly<Record<DeferredFieldRule, FieldValidator>> = createDeferredFieldValidators(countryPack);

/**
 * Every FieldRule name → its validator: the core, phone and deferred ones together. A Record over
 * FieldRule, so adding a rule name without a validator does not compile.
 */
export const FIELD_VALIDATORS: Readonly<Record<FieldRule, FieldValidator>> = {
  ...CORE_FIELD_VALIDATORS,
  ...PHONE_FIELD_VALIDATORS,
  ...DEFERRED_FIELD_VALIDATORS,
};

/**
 * Validates one form value by its rule name: null when valid, else a typed ValidationError (the ui maps
 * `kind` to a translation key). An empty value is Required when `ctx.required`, else valid — except `accepted`, whose
 * empty state is "not ticked" (MustBeAccepted when required). Never throws, whatever `value` is.
 */
export function validateField(rule: FieldRule, value: unknown, ctx: ValidationContext): ValidationError | null {
  return applyFieldRule(rule, FIELD_VALIDATORS[rule], value, ctx);
}
