import type { PhoneFieldRule } from '../validation/deferredFieldRules';
import { stringRule, type FieldValidator } from '../validation/FieldValidator';
import { checkPhone } from './checkPhone';

/**
 * The validator of PHONE_FIELD_RULES (docs/validation-by-country.md "Phone numbers"): a valid number of the brand's country, and a
 * mobile one where the field asks for it (the applicant's own phone receives the SMS code). The ui loads this module
 * with libphonenumber-js on demand (ui/steps/phoneCode.ts); validateField and the server hold it statically.
 */
export const PHONE_FIELD_VALIDATORS: Readonly<Record<PhoneFieldRule, FieldValidator>> = {
  phone: stringRule((value, ctx) => checkPhone(value, ctx.country, { mobileOnly: ctx.mobileOnly === true })),
};
