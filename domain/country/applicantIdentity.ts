import type { CalendarDate } from '../validation/CalendarDate';
import { parseIsoDate } from '../validation/CalendarDate';
import { normaliseIdentifier } from '../validation/normaliseIdentifier';
import type { CountryPack, EncodedSex, SiblingAnswers } from './CountryPack';

/**
 * Who the applicant is, derived once (docs/validation-by-country.md "Dates and age"): the birth date every age rule
 * reads, whether only its year is known, the sex where the id encodes it, and where the birth date came from.
 */
export interface ApplicantIdentity {
  readonly birthDate: CalendarDate;
  /** Only `birthDate.y` is known (a CCCD without a typed date of birth). */
  readonly yearOnly?: boolean;
  readonly sex?: EncodedSex;
  /** `typed`: personalDetails.dateOfBirth; `nationalId`: the birth date inside personalDetails.personalCode. */
  readonly source: 'typed' | 'nationalId';
}

/** The answers an identity is derived from, as a lead's personalDetails holds them (any may be absent or not text). */
export interface IdentityAnswers {
  readonly dateOfBirth?: unknown;
  readonly personalCode?: unknown;
  readonly idDocumentType?: unknown;
}

/**
 * The identity a national id states: its birth date and sex when the id is valid for the pack (and the chosen document
 * type) and encodes them (PESEL, CNP, CURP; the year alone for a CCCD), else null. `id` is normalised here.
 */
export function identityFromNationalId(pack: CountryPack, id: string, answers: SiblingAnswers): ApplicantIdentity | null {
  const normalised = normaliseIdentifier(id);
  const facts = pack.checkNationalId(normalised, answers) === null ? pack.identityOf(normalised, answers) : null;
  if (facts === null) return null;
  return {
    birthDate: facts.birthDate,
    ...(facts.yearOnly === true ? { yearOnly: true } : {}),
    ...(facts.sex ? { sex: facts.sex } : {}),
    source: 'nationalId',
  };
}

/**
 * The applicant's one identity, from whatever the flow asked (docs/validation-by-country.md "Dates and age"): the
 * national id's birth date when the id encodes a full one (the document wins over a typed date that contradicts it,
 * which the save refuses anyway: BirthDateMismatch); the typed date of birth when the id encodes only the year and the
 * typed date lies in it (more precise), or when there is no id with a birth date; null when neither gives one. The
 * typed date is read as `YYYY-MM-DD` (its first 10 characters). Pure.
 */
export function applicantIdentity(personal: IdentityAnswers | null | undefined, pack: CountryPack): ApplicantIdentity | null {
  const id = personal?.personalCode;
  const idDocumentType = personal?.idDocumentType;
  const answers: SiblingAnswers = typeof idDocumentType === 'string' ? { idDocumentType } : {};
  const fromId = typeof id === 'string' ? identityFromNationalId(pack, id, answers) : null;
  const dateOfBirth = personal?.dateOfBirth;
  const typed = typeof dateOfBirth === 'string' ? parseIsoDate(dateOfBirth.slice(0, 10)) : null;
  if (fromId === null) return typed === null ? null : { birthDate: typed, source: 'typed' };
  if (fromId.yearOnly === true && typed !== null && typed.y === fromId.birthDate.y) {
    return { birthDate: typed, ...(fromId.sex ? { sex: fromId.sex } : {}), source: 'typed' };
  }
  return fromId;
}
