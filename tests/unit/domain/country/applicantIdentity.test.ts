import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applicantIdentity } from '../../../../domain/country/applicantIdentity';
import { checkAgeFromId } from '../../../../domain/country/checkIdentity';
import type { CountryPack } from '../../../../domain/country/CountryPack';
import { requireCountryPack } from '../../../../domain/country/countryPacks';
import { ageRange, checkAge } from '../../../../domain/validation/checkAge';
import { AGE_LIMITS } from '../../../../domain/validation/checkDate';
import { compareCalendarDates, fullYearsBetween, type CalendarDate } from '../../../../domain/validation/CalendarDate';
import { birthDatesBetween, cccdOf, cnpOf, curpOf, peselOf } from '../../../support/nationalIdMothers';

const PL = requireCountryPack('PL');
const RO = requireCountryPack('RO');
const MX = requireCountryPack('MX');
const VN = requireCountryPack('VN');
const ES = requireCountryPack('ES');
const TODAY: CalendarDate = { y: 2026, m: 6, d: 15 };

/** Each id that encodes a full birth date, with the years its generator covers. */
const FULL_DATE_IDS: readonly [string, CountryPack, (date: CalendarDate) => string, number, number][] = [
  ['PESEL', PL, (date) => peselOf(date), 1800, 2299],
  ['CNP', RO, (date) => cnpOf(date), 1800, 2099],
  ['CURP', MX, (date) => curpOf('GARC', date), 1900, 2099],
];
const todays = birthDatesBetween(1800, 2299);

describe('applicantIdentity: the birth date inside the national id, derived once', () => {
  it.each(FULL_DATE_IDS)('%s: for any birth date, the derived age is fullYearsBetween and the age rule follows it', (_name, pack, idOf, from, to) => {
    fc.assert(
      fc.property(birthDatesBetween(from, to), todays, (born, today) => {
        fc.pre(compareCalendarDates(born, today) <= 0);
        const identity = applicantIdentity({ personalCode: idOf(born) }, pack);
        expect(identity).toMatchObject({ birthDate: born, source: 'nationalId' });
        const age = fullYearsBetween(born, today);
        expect(ageRange(identity as NonNullable<typeof identity>, today)).toEqual({ youngest: age, oldest: age });
        const expected = age < AGE_LIMITS.min ? 'TooYoung' : age > AGE_LIMITS.max ? 'TooOld' : null;
        expect(checkAgeFromId(pack, idOf(born), {}, today)?.kind ?? null).toBe(expected);
      }),
    );
  });

  it.each(FULL_DATE_IDS)('%s of an 80-year-old is over the decision maximum of 75, not over the field maximum of 100', (_name, pack, idOf) => {
    const id = idOf({ y: 1946, m: 1, d: 10 });
    expect(checkAgeFromId(pack, id, {}, TODAY, 18, 75)).toEqual({ kind: 'TooOld', params: { max: 75 } });
    expect(checkAgeFromId(pack, id, {}, TODAY)).toBeNull();
  });

  it('the field maximum is 100 full years: 100 years and 364 days passes, 101 is TooOld { max: 100 }', () => {
    expect(checkAgeFromId(PL, peselOf({ y: 1925, m: 6, d: 16 }), {}, TODAY)).toBeNull();
    expect(checkAgeFromId(PL, peselOf({ y: 1925, m: 6, d: 15 }), {}, TODAY)).toEqual({ kind: 'TooOld', params: { max: 100 } });
  });

  it('a CCCD (year only) is judged by 31 December for the maximum and 1 January for the minimum: only the certain are refused', () => {
    // Born in 1950: 75 if born 31 Dec 1950, 76 if born 1 Jan: may be 75, so not refused at max 75.
    expect(checkAgeFromId(VN, cccdOf(1950), {}, TODAY, 18, 75)).toBeNull();
    expect(checkAgeFromId(VN, cccdOf(1949), {}, TODAY, 18, 75)).toEqual({ kind: 'TooOld', params: { max: 75 } });
    expect(checkAgeFromId(VN, cccdOf(2008), {}, TODAY)).toBeNull();
    expect(checkAgeFromId(VN, cccdOf(2009), {}, TODAY)).toEqual({ kind: 'TooYoung', params: { min: 18 } });
    expect(applicantIdentity({ personalCode: cccdOf(1950, true) }, VN)).toEqual({ birthDate: { y: 1950, m: 1, d: 1 }, yearOnly: true, sex: 'female', source: 'nationalId' });
  });

  it('property: a year-only birth date is refused exactly when every day of that year would be', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2099 }), todays, fc.integer({ min: 0, max: 120 }), fc.integer({ min: 0, max: 120 }), (year, today, min, max) => {
        fc.pre(year <= today.y && min <= max);
        const days = [{ y: year, m: 1, d: 1 }, { y: year, m: 12, d: 31 }].filter((day) => compareCalendarDates(day, today) <= 0);
        const kinds = days.map((day) => checkAge({ birthDate: day }, today, min, max)?.kind ?? null);
        const result = checkAge({ birthDate: { y: year, m: 1, d: 1 }, yearOnly: true }, today, min, max)?.kind ?? null;
        if (result !== null) expect(kinds.every((kind) => kind === result)).toBe(true);
        if (kinds.length === 2 && kinds[0] !== null && kinds[0] === kinds[1]) expect(result).toBe(kinds[0]);
      }),
    );
  });
});

describe('applicantIdentity: which answer gives the birth date', () => {
  const pesel80 = peselOf({ y: 1946, m: 1, d: 10 }, 123, 4);

  it('the typed date of birth alone', () => {
    expect(applicantIdentity({ dateOfBirth: '1990-02-03' }, ES)).toEqual({ birthDate: { y: 1990, m: 2, d: 3 }, source: 'typed' });
    expect(applicantIdentity({ dateOfBirth: '1990-02-03', personalCode: '12345678Z' }, ES)).toMatchObject({ source: 'typed' }); // a DNI encodes no date
  });

  it('the national id alone, as typed (spaces, lower case) and with its sex', () => {
    expect(applicantIdentity({ personalCode: ` ${pesel80.slice(0, 5)} ${pesel80.slice(5)}` }, PL)).toEqual({ birthDate: { y: 1946, m: 1, d: 10 }, sex: 'female', source: 'nationalId' });
    expect(applicantIdentity({ personalCode: curpOf('GARC', { y: 1946, m: 1, d: 10 }).toLowerCase() }, MX)).toMatchObject({ birthDate: { y: 1946, m: 1, d: 10 }, sex: 'male' });
  });

  it('the id wins over a typed date that contradicts it: a younger typed date does not hide an 80-year-old', () => {
    expect(applicantIdentity({ personalCode: pesel80, dateOfBirth: '1990-01-01' }, PL)).toMatchObject({ birthDate: { y: 1946, m: 1, d: 10 }, source: 'nationalId' });
  });

  it('a typed date within the CCCD year makes it precise; one outside it does not', () => {
    expect(applicantIdentity({ personalCode: cccdOf(1950), dateOfBirth: '1950-12-31' }, VN)).toEqual({ birthDate: { y: 1950, m: 12, d: 31 }, sex: 'male', source: 'typed' });
    expect(applicantIdentity({ personalCode: cccdOf(1950), dateOfBirth: '1990-12-31' }, VN)).toMatchObject({ yearOnly: true, source: 'nationalId' });
  });

  it('nothing usable: null; an invalid id falls back to the typed date', () => {
    expect(applicantIdentity({}, PL)).toBeNull();
    expect(applicantIdentity(undefined, PL)).toBeNull();
    expect(applicantIdentity({ dateOfBirth: '1990-02-30', personalCode: 'not an id' }, PL)).toBeNull();
    expect(applicantIdentity({ dateOfBirth: '1990-02-03', personalCode: '44051401358' }, PL)).toEqual({ birthDate: { y: 1990, m: 2, d: 3 }, source: 'typed' }); // wrong check digit
  });
});
