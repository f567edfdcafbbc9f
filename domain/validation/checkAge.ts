import type { CalendarDate } from './CalendarDate';
import { fullYearsBetween } from './CalendarDate';
import type { ValidationError } from './ValidationError';

/** A birth date as far as it is known: a full day, or only its year (`yearOnly`: a CCCD encodes nothing more). */
export interface KnownBirthDate {
  readonly birthDate: CalendarDate;
  /** Only `birthDate.y` is known; the day may be any of that year. */
  readonly yearOnly?: boolean;
}

/**
 * The applicant's age range in full years on `today` (docs/validation-by-country.md "Dates and age"): one number twice
 * for a full date; for a year-only birth date, the age of someone born on 31 December (`youngest`) and on 1 January
 * (`oldest`) of that year.
 */
export function ageRange(known: KnownBirthDate, today: CalendarDate): { readonly youngest: number; readonly oldest: number } {
  const { birthDate } = known;
  if (known.yearOnly !== true) {
    const age = fullYearsBetween(birthDate, today);
    return { youngest: age, oldest: age };
  }
  return { youngest: fullYearsBetween({ y: birthDate.y, m: 12, d: 31 }, today), oldest: fullYearsBetween({ y: birthDate.y, m: 1, d: 1 }, today) };
}

/**
 * The one age rule (docs/validation-by-country.md "Dates and age"): TooYoung { min } when the applicant is certainly
 * under `minAge` full years on `today`, TooOld { max } when certainly over `maxAge`, else null. "Certainly": a year-only
 * birth date is refused only when every day of that year would be (1 January for the minimum, 31 December for the
 * maximum), so no applicant is refused for what the id does not say. Pure.
 */
export function checkAge(known: KnownBirthDate, today: CalendarDate, minAge: number, maxAge: number): ValidationError | null {
  const { youngest, oldest } = ageRange(known, today);
  if (oldest < minAge) return { kind: 'TooYoung', params: { min: minAge } };
  if (youngest > maxAge) return { kind: 'TooOld', params: { max: maxAge } };
  return null;
}
