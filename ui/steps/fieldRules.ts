import { applyFieldRule } from '../../domain/validation/applyFieldRule';
import { CORE_FIELD_VALIDATORS } from '../../domain/validation/coreFieldValidators';
import { isDeferredFieldRule, isPhoneFieldRule, type DeferredFieldRule } from '../../domain/validation/deferredFieldRules';
import type { FieldRule } from '../../domain/validation/FieldRule';
import type { FieldValidator } from '../../domain/validation/FieldValidator';
import { normaliseField } from '../../domain/validation/normaliseField';
import type { CountryNormalisers } from '../../domain/validation/ValidationContext';
import type { ValidationError } from '../../domain/validation/ValidationError';
import type { LazyModule } from '../../application/kernel/lazyModule';
import type { Country } from '../../domain/brand/BrandConfigSchema';
import type { FieldRules } from './fieldRulesContract';
import { deferredValidatorsFor } from './laterSteps';
import { phoneCode, type PhoneCode } from './phoneCode';

export type { FieldRules } from './fieldRulesContract';

/** What the on-demand half of the registry comes from: the later-step chunk, or a stand-in in tests. */
export type DeferredValidators = LazyModule<{ readonly DEFERRED_FIELD_VALIDATORS: Readonly<Record<DeferredFieldRule, FieldValidator>>; readonly normalisers?: CountryNormalisers }>;
/** The deferred validators of each country (the brand's country pack loads with them), or one set for every country. */
export type DeferredValidatorsByCountry = DeferredValidators | ((country: Country) => DeferredValidators);
/** Where the phone validator and conversions come from: the phone chunk, or a stand-in in tests. */
export type PhoneRules = LazyModule<Pick<PhoneCode, 'PHONE_FIELD_VALIDATORS' | 'toE164' | 'formatPhoneNumber'>>;

const UNAVAILABLE: ValidationError = { kind: 'CheckUnavailable' };

/**
 * The ui's field rules (first-step budget: only what step 1 needs loads with it). The core validators (e-mail, text, numbers,
 * choices) are bundled; the phone validator comes from `phone` (libphonenumber-js), the deferred ones (IBAN, national
 * id, postal code, plate, dates, country) from `deferred`. Never a missing validation: until its chunk has loaded a
 * rule answers CheckUnavailable (the applicant keeps the answer and Continue tries again) and starts loading it;
 * `whenReady` lets Continue wait for the chunks its rules need instead. Empty values are judged at once (Required), as
 * validateField does. Any use (a Continue, on step 1 too) starts loading the deferred validators, so the next step
 * finds them there.
 */
export function createFieldRules(deferredSource: DeferredValidatorsByCountry, phone: PhoneRules = phoneCode): FieldRules {
  const deferredOf = typeof deferredSource === 'function' ? deferredSource : () => deferredSource;
  // The countries the forms have asked about: whenReady without a country waits for their validators.
  const seen = new Set<Country>();
  const validatorOf = (rule: FieldRule, country: Country): FieldValidator => {
    seen.add(country);
    const deferred = deferredOf(country);
    const loaded = deferred.current();
    if (!loaded) deferred.prefetch();
    if (isPhoneFieldRule(rule)) {
      const phoneLoaded = phone.current();
      if (!phoneLoaded) phone.load().catch(() => undefined);
      return phoneLoaded ? phoneLoaded.PHONE_FIELD_VALIDATORS[rule] : () => UNAVAILABLE;
    }
    if (!isDeferredFieldRule(rule)) return CORE_FIELD_VALIDATORS[rule];
    return loaded ? loaded.DEFERRED_FIELD_VALIDATORS[rule] : () => UNAVAILABLE;
  };
  const ready = (chunk: LazyModule<unknown>): Promise<boolean> => chunk.load().then(() => true, () => false);
  return {
    validateField: (rule, value, ctx) => applyFieldRule(rule, validatorOf(rule, ctx.country), value, ctx),
    // Postal codes and payout accounts are written the brand country's way: its pack comes with the deferred validators.
    normaliseField: (rule, value, country) => normaliseField(rule, value, deferredOf(country).current()?.normalisers),
    whenReady: async (rules, country) => {
      const countries = country !== undefined ? [country] : [...seen];
      const deferred = rules.some(isDeferredFieldRule) ? (countries.length > 0 ? countries.map(deferredOf) : typeof deferredSource === 'function' ? [] : [deferredSource]) : [];
      const needed = [...deferred, ...(rules.some(isPhoneFieldRule) ? [phone] : [])];
      const loaded = await Promise.all(needed.map(ready));
      return loaded.every(Boolean);
    },
    readyNow: (rules, country) => (!rules.some(isDeferredFieldRule) || deferredOf(country).current() !== undefined) && (!rules.some(isPhoneFieldRule) || phone.current() !== undefined),
    phoneToE164: (text, country) => phone.current()?.toE164(text, country) ?? null,
    formatPhoneNational: (value, country) => phone.current()?.formatPhoneNumber(value, country, 'NATIONAL') ?? null,
  };
}

/**
 * The field rules of the app's forms: the deferred validators come with the later-step chunk (ui/steps/laterSteps.ts),
 * with the brand country's pack (deferredValidatorsFor), the phone validator with the phone chunk (ui/steps/phoneCode.ts).
 */
export const FIELD_RULES: FieldRules = createFieldRules(deferredValidatorsFor, phoneCode);
