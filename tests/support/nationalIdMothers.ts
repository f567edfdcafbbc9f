import fc from 'fast-check';
import type { CalendarDate } from '../../domain/validation/CalendarDate';

/**
 * National ids made from a birth date, with check digits computed as docs/validation-by-country.md "National ids"
 * states them (written here, so a test does not trust the code under test).
 */
const pad = (value: number, length: number): string => String(value).padStart(length, '0');

const peselCheckDigit = (first10: string): number =>
  (10 - ([...first10].reduce((total, digit, index) => total + Number(digit) * ([1, 3, 7, 9][index % 4] ?? 0), 0) % 10)) % 10;

/** A PESEL: the month carries the century (+80 1800s, +20 2000s, +40 2100s, +60 2200s); sex digit odd is male. */
export function peselOf(date: CalendarDate, serial = 123, sexDigit = 1): string {
  const monthOffset = { 18: 80, 19: 0, 20: 20, 21: 40, 22: 60 }[Math.floor(date.y / 100)] ?? 0;
  const first10 = `${pad(date.y % 100, 2)}${pad(date.m + monthOffset, 2)}${pad(date.d, 2)}${pad(serial, 3)}${sexDigit}`;
  return `${first10}${peselCheckDigit(first10)}`;
}

const cnpCheckDigit = (first12: string): number => {
  const remainder = [...'279146358279'].reduce((total, weight, index) => total + Number(weight) * Number(first12[index]), 0) % 11;
  return remainder === 10 ? 1 : remainder;
};

/** A CNP: first digit sex by century (3/4 1800s, 1/2 1900s, 5/6 2000s), YYMMDD, county 01–46/51/52, serial, check digit. */
export function cnpOf(date: CalendarDate, female = false, county = 12, serial = 1): string {
  const [male, woman] = ({ 18: [3, 4], 19: [1, 2], 20: [5, 6] } as Record<number, [number, number]>)[Math.floor(date.y / 100)] ?? [1, 2];
  const first12 = `${female ? woman : male}${pad(date.y % 100, 2)}${pad(date.m, 2)}${pad(date.d, 2)}${pad(county, 2)}${pad(serial, 3)}`;
  return `${first12}${cnpCheckDigit(first12)}`;
}

const CURP_ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ';
const curpCheckDigit = (first17: string): string =>
  String((10 - ([...first17].reduce((total, character, index) => total + CURP_ALPHABET.indexOf(character) * (18 - index), 0) % 10)) % 10);

/** A CURP: 4 name letters, YYMMDD, H/M, state, 3 consonants, differentiator (digit before 2000, letter from 2000), check digit. */
export function curpOf(name: string, date: CalendarDate, female = false, state = 'JC', consonants = 'RMR', differentiator = 0): string {
  const position17 = date.y < 2000 ? String(differentiator % 10) : 'ABCDEFGHIJKLMNPQRSTUVWXYZ'[differentiator % 25];
  const first17 = `${name}${pad(date.y % 100, 2)}${pad(date.m, 2)}${pad(date.d, 2)}${female ? 'M' : 'H'}${state}${consonants}${position17}`;
  return `${first17}${curpCheckDigit(first17)}`;
}

const RFC_ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';
const rfcCheckCharacter = (first12: string): string =>
  RFC_ALPHABET[(11 - ([...first12].reduce((total, character, index) => total + RFC_ALPHABET.indexOf(character) * (13 - index), 0) % 11)) % 11] ?? '';

/** The RFC of a persona física whose first 10 characters are `first10` (name letters, YYMMDD), with a homoclave. */
export const rfcOf = (first10: string, homoclave = 'K5'): string => `${first10}${homoclave}${rfcCheckCharacter(`${first10}${homoclave}`)}`;

/** A CCCD: province, century-and-sex digit (even male), two-digit year, six digits. */
export const cccdOf = (year: number, female = false, province = '001', serial = 12_345): string =>
  `${province}${2 * Math.floor((year - 1900) / 100) + (female ? 1 : 0)}${pad(year % 100, 2)}${pad(serial, 6)}`;

/** Birth dates between `from` and `to` years (inclusive), as calendar days. */
export const birthDatesBetween = (from: number, to: number): fc.Arbitrary<CalendarDate> =>
  fc
    .date({ min: new Date(Date.UTC(from, 0, 1)), max: new Date(Date.UTC(to, 11, 31)), noInvalidDate: true })
    .map((date): CalendarDate => ({ y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() }));
