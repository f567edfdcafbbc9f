import { BASE_LOAN_DEFAULTS, DEBT_LIMITS } from './loanConstants';
import { checkAccepted, checkChoice, checkYesNo } from './choiceRules';
import { checkEmail } from './checkEmail';
import { checkText } from './checkText';
import type { CoreFieldRule } from './deferredFieldRules';
import { numberRule, stringRule, type FieldValidator } from './FieldValidator';

/**
 * The validators of every rule not in DEFERRED_FIELD_RULES or PHONE_FIELD_RULES (docs/validation-by-country.md "How a field is checked"): e-mail, text, numbers and
 * choices. A Record over CoreFieldRule, so a new rule name without a validator here or in another set does not compile.
 */
export const CORE_FIELD_VALIDATORS: Readonly<Record<CoreFieldRule, FieldValidator>> = {
  email: stringRule((value) => checkEmail(value.trim())),
  name: stringRule((value) => checkText('name', value)),
  jobTitle: stringRule((value) => checkText('jobTitle', value)),
  street: stringRule((value) => checkText('street', value)),
  houseNumber: stringRule((value) => checkText('houseNumber', value)),
  flatNumber: stringRule((value) => checkText('flatNumber', value)),
  blockNumber: stringRule((value) => checkText('blockNumber', value)),
  cityLike: stringRule((value) => checkText('cityLike', value)),
  companyName: stringRule((value) => checkText('companyName', value)),
  text: stringRule((value) => checkText('text', value)),
  // Amount and period fall back to the base ranges (docs/validation-by-country.md "Amount and period") when the field names none.
  amount: numberRule((ctx) => ({
    integer: true,
    min: ctx.min ?? BASE_LOAN_DEFAULTS.amount.min,
    max: ctx.max ?? BASE_LOAN_DEFAULTS.amount.max,
    step: ctx.step ?? BASE_LOAN_DEFAULTS.amount.step,
  })),
  period: numberRule((ctx) => ({
    integer: true,
    min: ctx.min ?? BASE_LOAN_DEFAULTS.period.min,
    max: ctx.max ?? BASE_LOAN_DEFAULTS.period.max,
    step: ctx.step ?? BASE_LOAN_DEFAULTS.period.step,
  })),
  money: numberRule((ctx) => ({ maxDecimals: 2, min: ctx.min ?? 0, max: ctx.max, step: ctx.step })),
  overdueDebt: numberRule((ctx) => ({ maxDecimals: 2, min: 0, max: ctx.max ?? DEBT_LIMITS.overdueDebtMax })),
  totalDebt: numberRule((ctx) => ({
    maxDecimals: 2,
    min: ctx.min ?? DEBT_LIMITS.totalDebt.min,
    max: ctx.max ?? DEBT_LIMITS.totalDebt.max,
  })),
  integer: numberRule((ctx) => ({ integer: true, min: ctx.min, max: ctx.max, step: ctx.step })),
  choice: (value, ctx) => checkChoice(value, ctx.options),
  yesNo: (value) => checkYesNo(value),
  accepted: (value, ctx) => checkAccepted(value, ctx.required),
};
