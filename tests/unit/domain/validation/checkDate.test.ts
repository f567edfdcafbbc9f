import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '../../../../domain/validation/CalendarDate';
import { compareCalendarDates, fullYearsBetween, parseIsoDate } from '../../../../domain/validation/CalendarDate';
import { AGE_LIMITS, checkDateOfBirth, checkFutureDate, checkPastDate } from '../../../../domain/validation/checkDate';
import type { ValidationErrorKind } from '../../../../domain/validation/ValidationError';
import { HOSTILE_INPUT_MS } from '../../../support/hostileInputTime';

const today: CalendarDate = { y: 2026, m: 11, d: 22 };

describe('parseIsoDate / fullYearsBetween', () => {
  it.each<[string, CalendarDate | null]>([
    ['2026-11-22', { y: 2026, m: 11, d: 22 }],
    ['2024-02-29', { y: 2024, m: 2, d: 29 }],
    ['2023-02-29', null],
    ['1900-02-29', null],
    ['2000-02-29', { y: 2000, m: 2, d: 29 }],
    ['2026-04-31', null],
    ['2026-13-01', null],
    ['2026-00-10', null],
    ['26-11-22', null],
    ['2026-11-22T00:00:00Z', null],
  ])('%s → %j', (value, expected) => {
    expect(parseIsoDate(value)).toEqual(expected);
  });

  it.each<[CalendarDate, CalendarDate, number]>([
    [{ y: 2008, m: 11, d: 22 }, today, 18],
    [{ y: 2008, m: 11, d: 23 }, today, 17],
    [{ y: 2008, m: 2, d: 29 }, { y: 2026, m: 2, d: 28 }, 17], // leap-day birthday: of age on 1 March
    [{ y: 2008, m: 2, d: 29 }, { y: 2026, m: 3, d: 1 }, 18],
    [{ y: 2008, m: 2, d: 29 }, { y: 2028, m: 2, d: 29 }, 20],
  ])('%j → %j = %i years', (from, to, years) => {
    expect(fullYearsBetween(from, to)).toBe(years);
  });

  it('compares dates', () => {
    expect(compareCalendarDates(today, today)).toBe(0);
    expect(compareCalendarDates({ y: 2026, m: 11, d: 21 }, today)).toBeLessThan(0);
    expect(compareCalendarDates({ y: 2027, m: 1, d: 1 }, today)).toBeGreaterThan(0);
  });
});

describe('checkDateOfBirth (adult 18+, at most 100 years: decisions, docs/validation-by-country.md "Dates and age")', () => {
  it('pins the age limits', () => {
    expect(AGE_LIMITS).toEqual({ min: 18, max: 100 });
  });

  it.each<[string, ValidationErrorKind | null]>([
    ['2008-11-22', null], // 18th birthday today
    ['2008-11-23', 'TooYoung'], // 18 tomorrow
    ['1926-11-22', null], // 100 today
    ['1925-11-23', null], // 100 years and 364 days
    ['1925-11-22', 'TooOld'], // 101 today
    ['2027-01-01', 'DateInFuture'],
    ['1899-12-31', 'InvalidDate'],
    ['2008-02-30', 'InvalidDate'], // a real format, no such day: "enter a real date", not "use the format"
    ['1990-02-31', 'InvalidDate'],
    ['22/11/2008', 'InvalidFormat'],
    ['1990-02-ab', 'InvalidFormat'], // a letter in the day box
    ['90-02-03', 'InvalidFormat'], // a two-digit year
  ])('%s → %s', (value, kind) => {
    expect(checkDateOfBirth(value, today)?.kind ?? null).toBe(kind);
  });

  it('reports the limits as params and takes other limits', () => {
    expect(checkDateOfBirth('2008-11-23', today)).toEqual({ kind: 'TooYoung', params: { min: 18 } });
    expect(checkDateOfBirth('1925-11-22', today)).toEqual({ kind: 'TooOld', params: { max: 100 } });
    expect(checkDateOfBirth('1950-01-01', today, 21, 75)).toEqual({ kind: 'TooOld', params: { max: 75 } });
    expect(checkDateOfBirth('2006-01-01', today, 21, 75)).toEqual({ kind: 'TooYoung', params: { min: 21 } });
  });
});

describe('checkPastDate / checkFutureDate', () => {
  it.each<[string, ValidationErrorKind | null, ValidationErrorKind | null]>([
    ['2026-11-22', null, null], // today is both
    ['2026-11-21', null, 'DateInPast'],
    ['2026-11-23', 'DateInFuture', null],
    ['2200-12-31', 'DateInFuture', null],
    ['2201-01-01', 'InvalidDate', 'InvalidDate'],
    ['nonsense', 'InvalidFormat', 'InvalidFormat'],
    ['2026-02-29', 'InvalidDate', 'InvalidDate'], // 2026 is no leap year
  ])('%s → past %s, future %s', (value, past, future) => {
    expect(checkPastDate(value, today)?.kind ?? null).toBe(past);
    expect(checkFutureDate(value, today)?.kind ?? null).toBe(future);
  });

  it('never throws and answers 10,000 characters without super-linear work (< 250 ms)', () => {
    fc.assert(fc.property(fc.string({ maxLength: 30 }), (value) => {
      expect(() => [checkDateOfBirth(value, today), checkPastDate(value, today), checkFutureDate(value, today)]).not.toThrow();
    }));
    const started = performance.now();
    checkDateOfBirth(`2008-11-22${'1'.repeat(10_000)}`, today);
    checkPastDate('2'.repeat(10_000), today);
    expect(performance.now() - started).toBeLessThan(HOSTILE_INPUT_MS);
  });

  it('accepts exactly the real dates fast-check generates (round trip through ISO text)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true }), (date) => {
        const iso = date.toISOString().slice(0, 10);
        const parsed = parseIsoDate(iso);
        expect(parsed).toEqual({ y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() });
      }),
    );
  });
});
