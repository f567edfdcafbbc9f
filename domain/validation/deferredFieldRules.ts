import type { FieldRule } from './FieldRule';

/**
 * The rules whose validators may load on demand (first-step budget: later steps' code is not in the first step's bundle): the
 * identifier registries (IBAN, national ids, plates), the postal-code and province tables, the calendar checks and
 * the ISO country list. No brand's first step (domain/flow/commonSteps.ts) uses them. Their validators are in
 * domain/country/deferredFieldValidators.ts (built with the brand country's pack), the others in coreFieldValidators.ts;
 * domain/fields/validateField.ts holds every one.
 */
export const DEFERRED_FIELD_RULES = ['postalCode', 'nationalId', 'bankAccount', 'taxId', 'idCard', 'licencePlate', 'dateOfBirth', 'pastDate', 'futureDate', 'country'] as const satisfies readonly FieldRule[];
export type DeferredFieldRule = (typeof DEFERRED_FIELD_RULES)[number];

/**
 * The rule whose validator needs libphonenumber-js and its metadata (≈ 12.6 KB gzip, first-step budget): it loads on
 * demand in its own chunk, at the first answer on a step with a phone field or its first focus, and Continue waits for
 * it. Its validator is in domain/phone/phoneFieldValidators.ts.
 */
export const PHONE_FIELD_RULES = ['phone'] as const satisfies readonly FieldRule[];
export type PhoneFieldRule = (typeof PHONE_FIELD_RULES)[number];

/** Every other rule: its validator is small and loads with the first step. */
export type CoreFieldRule = Exclude<FieldRule, DeferredFieldRule | PhoneFieldRule>;

const DEFERRED: ReadonlySet<string> = new Set(DEFERRED_FIELD_RULES);
const PHONE: ReadonlySet<string> = new Set(PHONE_FIELD_RULES);

export const isDeferredFieldRule = (rule: FieldRule): rule is DeferredFieldRule => DEFERRED.has(rule);
export const isPhoneFieldRule = (rule: FieldRule): rule is PhoneFieldRule => PHONE.has(rule);
