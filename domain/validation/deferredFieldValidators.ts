import type { Country } from '../brand/BrandConfigSchema';
import { checkAgeFromId } from '../country/checkIdentity';
import type { CountryPack } from '../country/CountryPack';
import { checkCountryCode } from './checkCountryCode';
import { checkDateOfBirth, checkFutureDate, checkPastDate } from './checkDate';
import { checkIban } from './checkIban';
import { checkLicencePlate } from './checkLicencePlate';
import { checkPostalCode } from './checkPostalCode';
import type { DeferredFieldRule } from './deferredFieldRules';
import { stringRule, type FieldValidator } from './FieldValidator';
import { normaliseIban } from './normaliseIban';
import { normaliseIdentifier } from './normaliseIdentifier';
import { normaliseLicencePlate } from './normaliseLicencePlate';
import { normalisePostalCode } from './normalisePostalCode';
import type { ValidationContext } from './ValidationContext';
import type { ValidationError } from './ValidationError';

/** The brand country's pack, or undefined while it has not loaded (the browser loads it on demand). */
export type CountryPackSource = (country: Country) => CountryPack | undefined;

const UNAVAILABLE: ValidationError = { kind: 'CheckUnavailable' };
const MAX_IDENTIFIER = 64;

/**
 * A rule over an identifier of the brand country's pack, judged once normalised: TooLong over 64 characters,
 * CheckUnavailable without the pack.
 */
const packRule = (
  packOf: CountryPackSource,
  normalise: (pack: CountryPack, value: string) => string,
  check: (pack: CountryPack, value: string, ctx: ValidationContext) => ValidationError | null,
): FieldValidator =>
  stringRule((value, ctx) => {
    const pack = packOf(ctx.country);
    if (pack === undefined) return UNAVAILABLE;
    const normalised = normalise(pack, value);
    if (normalised.length > MAX_IDENTIFIER) return { kind: 'TooLong', params: { max: MAX_IDENTIFIER } };
    return check(pack, normalised, ctx);
  });

const asIdentifier = (_pack: CountryPack, value: string): string => normaliseIdentifier(value);

/**
 * The validators of DEFERRED_FIELD_RULES (spec §5, issue 11), country identifiers asked of the brand country's pack:
 * identifiers are normalised before the check (see normaliseField). The national id also refuses a minor by the
 * birth date it encodes (TooYoung { min: 18 }). The ui builds them with the one pack it loaded
 * (ui/steps/laterStepsChunk.ts); validateField and the server with every pack (domain/country/countryPacks.ts).
 */
export function createDeferredFieldValidators(packOf: CountryPackSource): Readonly<Record<DeferredFieldRule, FieldValidator>> {
  const answersOf = (ctx: ValidationContext) => ctx.answers ?? {};
  return {
    postalCode: stringRule((value, ctx) => checkPostalCode(normalisePostalCode(value, ctx.country), ctx.country)),
    nationalId: packRule(packOf, asIdentifier, (pack, id, ctx) =>
      pack.checkNationalId(id, answersOf(ctx)) ?? checkAgeFromId(pack, id, answersOf(ctx), ctx.today)),
    iban: stringRule((value, ctx) => checkIban(normaliseIban(value, ctx.country), ctx.country)),
    bankAccount: packRule(packOf, (pack, value) => pack.normaliseBankAccount(value), (pack, account, ctx) => pack.checkBankAccount(account, answersOf(ctx))),
    taxId: packRule(packOf, asIdentifier, (pack, id, ctx) => pack.checkTaxId(id, answersOf(ctx))),
    idCard: packRule(packOf, asIdentifier, (pack, id) => pack.checkIdCard(id)),
    licencePlate: stringRule((value, ctx) => checkLicencePlate(normaliseLicencePlate(value), ctx.country)),
    dateOfBirth: stringRule((value, ctx) => checkDateOfBirth(value, ctx.today, ctx.min, ctx.max)),
    pastDate: stringRule((value, ctx) => checkPastDate(value, ctx.today)),
    futureDate: stringRule((value, ctx) => checkFutureDate(value, ctx.today)),
    country: (value, ctx) => checkCountryCode(value, ctx.options),
  };
}
