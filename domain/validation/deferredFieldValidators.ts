import { checkText } from './checkText';
import { checkCountryCode } from './checkCountryCode';
import { checkDateOfBirth, checkFutureDate, checkPastDate } from './checkDate';
import { checkIban } from './checkIban';
import { checkLicencePlate } from './checkLicencePlate';
import { checkPostalCode } from './checkPostalCode';
import type { DeferredFieldRule } from './deferredFieldRules';
import { stringRule, type FieldValidator } from './FieldValidator';
import { checkNationalId } from './nationalId/checkNationalId';
import { normaliseIban } from './normaliseIban';
import { normaliseIdentifier } from './normaliseIdentifier';
import { normaliseLicencePlate } from './normaliseLicencePlate';
import { normalisePostalCode } from './normalisePostalCode';

/**
 * The validators of DEFERRED_FIELD_RULES (spec §5): identifiers are normalised before the check (see normaliseField).
 * The ui loads this module on demand (ui/steps/laterSteps.ts); validateField and the server hold it statically.
 */
export const DEFERRED_FIELD_VALIDATORS: Readonly<Record<DeferredFieldRule, FieldValidator>> = {
  postalCode: stringRule((value, ctx) => checkPostalCode(normalisePostalCode(value, ctx.country), ctx.country)),
  nationalId: stringRule((value, ctx) => checkNationalId(normaliseIdentifier(value), ctx.country)),
  iban: stringRule((value, ctx) => checkIban(normaliseIban(value, ctx.country), ctx.country)),
  // Placeholders until the country packs land (issue 11): the brand country's local account, tax id and id card.
  bankAccount: stringRule((value, ctx) => checkIban(normaliseIban(value, ctx.country), ctx.country)),
  taxId: stringRule((value) => checkText('text', value)),
  idCard: stringRule((value) => checkText('text', value)),
  licencePlate: stringRule((value, ctx) => checkLicencePlate(normaliseLicencePlate(value), ctx.country)),
  dateOfBirth: stringRule((value, ctx) => checkDateOfBirth(value, ctx.today, ctx.min, ctx.max)),
  pastDate: stringRule((value, ctx) => checkPastDate(value, ctx.today)),
  futureDate: stringRule((value, ctx) => checkFutureDate(value, ctx.today)),
  country: (value, ctx) => checkCountryCode(value, ctx.options),
};
