import type { Lead } from '../lead/LeadSchema';
import { checkAge } from '../validation/checkAge';
import { AGE_LIMITS } from '../validation/checkDate';
import type { CalendarDate } from '../validation/CalendarDate';
import { parseIsoDate } from '../validation/CalendarDate';
import type { ValidationError } from '../validation/ValidationError';
import { identityFromNationalId } from './applicantIdentity';
import type { CountryPack, SiblingAnswers } from './CountryPack';

/**
 * The age rule on the birth date inside the national id (docs/validation-by-country.md "Dates and age"): TooYoung { min }
 * or TooOld { max } when a valid id (PESEL, CNP, CURP, CCCD) makes the holder certainly younger than `minAge` or older
 * than `maxAge` on `today` (checkAge: a CCCD, which encodes only the year, is refused only when every day of that year
 * would be). Null otherwise, and for an id that encodes no birth date.
 */
export function checkAgeFromId(
  pack: CountryPack,
  id: string,
  answers: SiblingAnswers,
  today: CalendarDate,
  minAge: number = AGE_LIMITS.min,
  maxAge: number = AGE_LIMITS.max,
): ValidationError | null {
  const identity = identityFromNationalId(pack, id, answers);
  return identity === null ? null : checkAge(identity, today, minAge, maxAge);
}

/** A field error of a cross-field rule: the dotted lead path and the error. */
export interface IdentityFieldError {
  readonly path: 'personalDetails.dateOfBirth' | 'personalDetails.personalCode' | 'personalDetails.taxId';
  readonly error: ValidationError;
}

/**
 * The date of birth must be the one inside the national id (issue 11 §4: "a date of birth that contradicts the id is
 * refused, naming both fields"): BirthDateMismatch on both personalDetails.dateOfBirth and personalDetails.personalCode
 * when both are given, the id is valid and encodes a birth date, and the dates differ (only the year for a CCCD).
 * Expects the national id normalised (normaliseIdentifier), as stored. Pure. Empty when consistent or when either is missing or invalid (their own rules say why).
 */
export function checkIdentityConsistency(lead: Lead, pack: CountryPack): IdentityFieldError[] {
  const personal = lead.personalDetails;
  const id = personal?.personalCode;
  const dateOfBirth = typeof personal?.dateOfBirth === 'string' ? parseIsoDate(personal.dateOfBirth) : null;
  if (typeof id !== 'string' || dateOfBirth === null) return [];
  const answers: SiblingAnswers = personal?.idDocumentType ? { idDocumentType: personal.idDocumentType } : {};
  const identity = identityFromNationalId(pack, id, answers);
  if (identity === null) return [];
  const { birthDate } = identity;
  const same = identity.yearOnly === true
    ? birthDate.y === dateOfBirth.y
    : birthDate.y === dateOfBirth.y && birthDate.m === dateOfBirth.m && birthDate.d === dateOfBirth.d;
  if (same) return [];
  const error: ValidationError = { kind: 'BirthDateMismatch' };
  return [{ path: 'personalDetails.dateOfBirth', error }, { path: 'personalDetails.personalCode', error }];
}

/**
 * The tax id must agree with the national id where the country derives one from the other (docs/validation-by-country.md
 * "Tax ids and id cards"; MX: the RFC's first 10 characters are the CURP's): TaxIdMismatch on personalDetails.taxId
 * alone (the answer the applicant re-types; the id already passed its own checks). Empty when either is missing or
 * invalid, or the pack compares nothing. Expects both normalised, as stored. Pure.
 */
export function checkTaxIdConsistency(lead: Lead, pack: CountryPack): IdentityFieldError[] {
  const taxId = lead.personalDetails?.taxId;
  const id = lead.personalDetails?.personalCode;
  if (typeof taxId !== 'string' || typeof id !== 'string' || pack.checkTaxIdAgainstNationalId === undefined) return [];
  const error = pack.checkTaxIdAgainstNationalId(taxId, id);
  return error === null ? [] : [{ path: 'personalDetails.taxId', error }];
}
