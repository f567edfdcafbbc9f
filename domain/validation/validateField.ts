import { BASE_LOAN_DEFAULTS, DEBT_LIMITS } from '../brand/loanConstants';
import { checkPhone } from '../phone/checkPhone';
import { checkAccepted, checkChoice, checkCountryCode, checkYesNo } from './choiceRules';
import { checkDateOfBirth, checkFutureDate, checkPastDate } from './checkDate';
import { checkEmail } from './checkEmail';
import { checkIban, normaliseIban } from './checkIban';
import { checkLicencePlate, normaliseLicencePlate } from './checkLicencePlate';
import type { NumberBounds } from './checkNumberRange';
import { checkNumberRange } from './checkNumberRange';
import { checkPostalCode } from './checkPostalCode';
import { checkText } from './checkText';
import type { FieldRule } from './FieldRule';
import { checkNationalId } from './nationalId/checkNationalId';
import { normaliseIdentifier } from './normaliseIdentifier';
import { normalisePostalCode } from './normalisePostalCode';
import { parseNumber } from './parseNumber';
import type { ValidationContext } from './ValidationContext';
import type { ValidationError } from './ValidationError';

type Validator = (value: unknown, ctx: ValidationContext) => ValidationError | null;

const INVALID: ValidationError = { kind: 'InvalidFormat' };

const stringRule = (check: (value: string, ctx: ValidationContext) => ValidationError | null): Validator =>
  (value, ctx) => (typeof value === 'string' ? check(value, ctx) : INVALID);

const numberRule = (bounds: (ctx: ValidationContext) => NumberBounds): Validator => (value, ctx) => {
  const number = parseNumber(value);
  return number === null ? INVALID : checkNumberRange(number, bounds(ctx));
};

/**
 * Every FieldRule name → its validator (spec §5). A Record over FieldRule, so adding a rule name without a validator
 * does not compile. Identifier-like values are normalised before the check (see normaliseField).
 */
export const FIELD_VALIDATORS: Readonly<Record<FieldRule, Validator>> = {
  email: stringRule((value) => checkEmail(value.trim())),
  phone: stringRule((value, ctx) => checkPhone(value, ctx.country, { mobileOnly: ctx.mobileOnly === true })),
  name: stringRule((value) => checkText('name', value)),
  jobTitle: stringRule((value) => checkText('jobTitle', value)),
  street: stringRule((value) => checkText('street', value)),
  houseNumber: stringRule((value) => checkText('houseNumber', value)),
  flatNumber: stringRule((value) => checkText('flatNumber', value)),
  blockNumber: stringRule((value) => checkText('blockNumber', value)),
  cityLike: stringRule((value) => checkText('cityLike', value)),
  companyName: stringRule((value) => checkText('companyName', value)),
  text: stringRule((value) => checkText('text', value)),
  postalCode: stringRule((value, ctx) => checkPostalCode(normalisePostalCode(value, ctx.country), ctx.country)),
  nationalId: stringRule((value, ctx) => checkNationalId(normaliseIdentifier(value), ctx.country)),
  iban: stringRule((value, ctx) => checkIban(normaliseIban(value, ctx.country), ctx.country)),
  licencePlate: stringRule((value, ctx) => checkLicencePlate(normaliseLicencePlate(value), ctx.country)),
  // Amount and period fall back to the spec §9 base ranges when the field names none.
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
  dateOfBirth: stringRule((value, ctx) => checkDateOfBirth(value, ctx.today, ctx.min, ctx.max)),
  pastDate: stringRule((value, ctx) => checkPastDate(value, ctx.today)),
  futureDate: stringRule((value, ctx) => checkFutureDate(value, ctx.today)),
  choice: (value, ctx) => checkChoice(value, ctx.options),
  yesNo: (value) => checkYesNo(value),
  accepted: (value, ctx) => checkAccepted(value, ctx.required),
  country: (value, ctx) => checkCountryCode(value, ctx.options),
};

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Validates one form value by its rule name (spec §5): null when valid, else a typed ValidationError (the ui maps
 * `kind` to a translation key). An empty value is Required when `ctx.required`, else valid — except `accepted`, whose
 * empty state is "not ticked" (MustBeAccepted when required). Never throws, whatever `value` is.
 */
export function validateField(rule: FieldRule, value: unknown, ctx: ValidationContext): ValidationError | null {
  if (rule === 'accepted') return FIELD_VALIDATORS.accepted(value, ctx);
  if (isEmpty(value)) return ctx.required ? { kind: 'Required' } : null;
  return FIELD_VALIDATORS[rule](value, ctx);
}
