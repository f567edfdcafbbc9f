/**
 * A calendar date without time or zone (docs/product.md "Entities": calendar dates travel as `YYYY-MM-DD`). "Today" reaches the
 * validators as one of these, read by the caller from the Clock port, so rules stay pure.
 */
export interface CalendarDate {
  /** Full year, e.g. 2026. */
  readonly y: number;
  /** Month 1–12. */
  readonly m: number;
  /** Day of month 1–31. */
  readonly d: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Days in `month` (1–12) of `year`, Gregorian calendar. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Parses a strict `YYYY-MM-DD` string that names a real day (no 2023-02-29), or returns null. Never throws. */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = ISO_DATE.exec(value);
  if (match === null) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return null;
  return { y, m, d };
}

/** Negative when `a` is before `b`, zero on the same day, positive after. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.y - b.y || a.m - b.m || a.d - b.d;
}

/**
 * Whole years from `from` to `to` (an age): the year count only goes up on the anniversary. Someone born on
 * 29 February comes of age on 1 March in a common year (the anniversary day does not exist).
 */
export function fullYearsBetween(from: CalendarDate, to: CalendarDate): number {
  const years = to.y - from.y;
  const anniversaryDay = Math.min(from.d, daysInMonth(to.y, from.m));
  const anniversaryPassed = to.m > from.m || (to.m === from.m && to.d >= anniversaryDay);
  const leapDayInCommonYear = from.m === 2 && from.d === 29 && anniversaryDay === 28 && to.m === 2 && to.d === 28;
  return anniversaryPassed && !leapDayInCommonYear ? years : years - 1;
}
