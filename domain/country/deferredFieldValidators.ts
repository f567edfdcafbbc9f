import { checkCountryCode } from '../validation/checkCountryCode';
import { checkDateOfBirth, checkFutureDate, checkPastDate } from '../validation/checkDate';
import type { DeferredFieldRule } from '../validation/deferredFieldRules';
import { stringRule, type FieldValidator } from '../validation/FieldValidator';
import { normaliseIdentifier } from '../validation/normaliseIdentifier';
import { normaliseLicencePlate } from '../validation/normaliseLicencePlate';
import type { ValidationContext } from '../validation/ValidationContext';
import type { ValidationError } from '../validation/ValidationError';
import { checkAgeFromId } from './checkIdentity';
import type { CountryPack } from './CountryPack';
import type { Country } from './Country';
import { checkPostalCode } from './postalCodeRule';

/** The brand country's pack, or undefined while it has not loaded (the browser loads it on demand). */
export type CountryPackSource = (country: Country) => CountryPack | undefined;

const UNAVAILABLE: ValidationError = { kind: 'CheckUnavailable' };
const MAX_IDENTIFIER = 64;

/**
 * A rule of the brand country's pack, judged on the value as the pack stores it: TooLong over `maxLength` characters
 * (identifiers: 64; postal codes and plates cap their own), CheckUnavailable without the pack.
 */
const packRule = (
  packOf: CountryPackSource,
  normalise: (pack: CountryPack, value: string) => string,
  check: (pack: CountryPack, value: string, ctx: ValidationContext) => ValidationError | null,
  maxLength: number = MAX_IDENTIFIER,
): FieldValidator =>
  stringRule((value, ctx) => {
    const pack = packOf(ctx.country);
    if (pack === undefined) return UNAVAILABLE;
    const normalised = normalise(pack, value);
    if (normalised.length > maxLength) return { kind: 'TooLong', params: { max: maxLength } };
    return check(pack, normalised, ctx);
  });

const asIdentifier = (_pack: CountryPack, value: string): string => normaliseIdentifier(value);

/**
 * The validators of DEFERRED_FIELD_RULES: everything a country decides (postal code, national id,
 * payout account, tax id, id card, plate) is asked of the brand country's pack, on the value normalised as the pack
 * stores it (the same normalisers as normaliseField); the national id also holds the birth date it encodes to the
 * date of birth's age limits (TooYoung { min: 18 }, TooOld { max: 100 }: checkAgeFromId). The calendar and
 * ISO-country rules need no pack. The ui builds them with the one pack it loaded (ui/steps/laterStepsChunk.ts); validateField and the server with every pack (countryPacks.ts).
 */
export function createDeferredFieldValidators(packOf: CountryPackSource): Readonly<Record<DeferredFieldRule, FieldValidator>> {
  const answersOf = (ctx: ValidationContext) => ctx.answers ?? {};
  return {
    postalCode: packRule(packOf, (pack, value) => pack.normalisePostalCode(value), (pack, code) => checkPostalCode(code, pack.postalCode), Infinity),
    nationalId: packRule(packOf, asIdentifier, (pack, id, ctx) =>
      pack.checkNationalId(id, answersOf(ctx)) ?? checkAgeFromId(pack, id, answersOf(ctx), ctx.today, ctx.min, ctx.max)),
    bankAccount: packRule(packOf, (pack, value) => pack.normaliseBankAccount(value), (pack, account, ctx) => pack.checkBankAccount(account, answersOf(ctx))),
    taxId: packRule(packOf, asIdentifier, (pack, id, ctx) => pack.checkTaxId(id, answersOf(ctx))),
    idCard: packRule(packOf, asIdentifier, (pack, id) => pack.checkIdCard(id)),
    licencePlate: packRule(packOf, (_pack, value) => normaliseLicencePlate(value), (pack, plate) => pack.checkLicencePlate(plate), Infinity),
    dateOfBirth: stringRule((value, ctx) => checkDateOfBirth(value, ctx.today, ctx.min, ctx.max)),
    pastDate: stringRule((value, ctx) => checkPastDate(value, ctx.today)),
    futureDate: stringRule((value, ctx) => checkFutureDate(value, ctx.today)),
    country: (value, ctx) => checkCountryCode(value, ctx.options),
  };
}
