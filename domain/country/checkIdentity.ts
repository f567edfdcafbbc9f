import type { Lead } from '../lead/LeadSchema';
import { AGE_LIMITS } from '../validation/checkDate';
import type { CalendarDate } from '../validation/CalendarDate';
import { fullYearsBetween, parseIsoDate } from '../validation/CalendarDate';
import type { ValidationError } from '../validation/ValidationError';
import type { CountryPack, IdentityFacts, SiblingAnswers } from './CountryPack';

type YearOnly = IdentityFacts & { readonly yearOnly?: boolean };

/**
 * Under-age from the national id (issue 11 §4): TooYoung { min } when the birth date inside a valid id (PESEL, CNP,
 * CURP, CCCD) makes the holder younger than `minAge` on `today`. An id that encodes only the year (CCCD) is judged by
 * 1 January of it, the oldest the holder can be, so only certain minors are refused. Null otherwise.
 */
export function checkAgeFromId(pack: CountryPack, id: string, answers: SiblingAnswers, today: CalendarDate, minAge: number = AGE_LIMITS.min): ValidationError | null {
  const identity = pack.identityOf(id, answers);
  if (identity === null) return null;
  return fullYearsBetween(identity.birthDate, today) < minAge ? { kind: 'TooYoung', params: { min: minAge } } : null;
}

/** A field error of a cross-field rule: the dotted lead path and the error. */
export interface IdentityFieldError {
  readonly path: 'personalDetails.dateOfBirth' | 'personalDetails.personalCode';
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
  const identity: YearOnly | null = pack.checkNationalId(id, answers) === null ? pack.identityOf(id, answers) : null;
  if (identity === null) return [];
  const { birthDate } = identity;
  const same = identity.yearOnly === true
    ? birthDate.y === dateOfBirth.y
    : birthDate.y === dateOfBirth.y && birthDate.m === dateOfBirth.m && birthDate.d === dateOfBirth.d;
  if (same) return [];
  const error: ValidationError = { kind: 'BirthDateMismatch' };
  return [{ path: 'personalDetails.dateOfBirth', error }, { path: 'personalDetails.personalCode', error }];
}
