import type { CalendarDate } from './CalendarDate';
import { compareCalendarDates, parseIsoDate } from './CalendarDate';
import { checkAge } from './checkAge';
import type { ValidationError } from './ValidationError';

/** Plausible years for any date the form asks (a decision, docs/validation-by-country.md "Dates and age"): earlier or later is a typo, not a date. */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2200;

const parsePlausible = (value: string): CalendarDate | null => {
  const date = parseIsoDate(value);
  return date !== null && date.y >= FIRST_YEAR && date.y <= LAST_YEAR ? date : null;
};

/** Day, month and year all typed as numbers (the date control sends `YYYY-MM-DD`); anything else is a format problem. */
const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The date `value` names, or what is wrong with it: InvalidFormat when it is not day, month and year in figures (a
 * letter, a two-digit year), InvalidDate when it is but no such day exists (31/02/1990) or the year is implausible.
 */
function parseDate(value: string): CalendarDate | ValidationError {
  if (!DATE_SHAPE.test(value)) return { kind: 'InvalidFormat' };
  return parsePlausible(value) ?? { kind: 'InvalidDate' };
}

const isError = (parsed: CalendarDate | ValidationError): parsed is ValidationError => 'kind' in parsed;

/** Age limits of the applicant (a decision, docs/validation-by-country.md "Dates and age"): of age in Spain and the other brand countries; 100 catches typos. */
export const AGE_LIMITS = { min: 18, max: 100 } as const;

/**
 * Date of birth `YYYY-MM-DD` on `today` (docs/product.md "Entities": personalDetails.dateOfBirth): InvalidDate, DateInFuture, TooYoung
 * { min } below `minAge` full years (18 by default: the 18th birthday itself passes), TooOld { max } above `maxAge`
 * (100 by default: 100 years and 364 days still passes). Never throws.
 */
export function checkDateOfBirth(
  value: string,
  today: CalendarDate,
  minAge: number = AGE_LIMITS.min,
  maxAge: number = AGE_LIMITS.max,
): ValidationError | null {
  const date = parseDate(value);
  if (isError(date)) return date;
  if (compareCalendarDates(date, today) > 0) return { kind: 'DateInFuture' };
  return checkAge({ birthDate: date }, today, minAge, maxAge);
}

/** A date not after `today` (docs/product.md "Entities": housingTenureSinceDate, incomeContractStartedAt …; today itself passes). */
export function checkPastDate(value: string, today: CalendarDate): ValidationError | null {
  const date = parseDate(value);
  if (isError(date)) return date;
  return compareCalendarDates(date, today) > 0 ? { kind: 'DateInFuture' } : null;
}

/** A date not before `today` (docs/product.md "Entities": incomeContractExpiresAt, mortgageExpiresAt; today itself passes). */
export function checkFutureDate(value: string, today: CalendarDate): ValidationError | null {
  const date = parseDate(value);
  if (isError(date)) return date;
  return compareCalendarDates(date, today) < 0 ? { kind: 'DateInPast' } : null;
}
