import { daysInMonth } from '../validation/CalendarDate';
import type { CalendarDate } from '../validation/CalendarDate';
import type { ValidationError } from '../validation/ValidationError';

/** A value of the wrong length: exact `length`, or outside `min`–`max` characters (issue 11 §4: say what is wrong). */
export const wrongLength = (min: number, max: number = min): ValidationError =>
  min === max ? { kind: 'WrongLength', params: { length: min } } : { kind: 'LengthOutOfRange', params: { min, max } };

/**
 * Digits only, `min`–`max` of them: InvalidFormat (something else than digits), WrongLength / LengthOutOfRange, or
 * null. Length first when the value is all digits, so "12345" for a 6–10-digit cédula says "too short", not "invalid".
 */
export function checkDigits(value: string, min: number, max: number = min): ValidationError | null {
  if (!/^\d+$/.test(value)) return { kind: 'InvalidFormat' };
  return value.length < min || value.length > max ? wrongLength(min, max) : null;
}

/** The date `y-m-d` when it exists in the Gregorian calendar, else null. */
export function realDate(y: number, m: number, d: number): CalendarDate | null {
  return m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m) ? { y, m, d } : null;
}

/** The error of an identifier whose encoded birth date does not exist (not the date field's "enter a real date"). */
export const INVALID_ID_DATE: ValidationError = { kind: 'InvalidIdDate' };
export const INVALID_CHECKSUM: ValidationError = { kind: 'InvalidChecksum' };
export const INVALID_FORMAT: ValidationError = { kind: 'InvalidFormat' };

/** A local account number as stored: the spaces, dots and dashes applicants group it with removed. */
export const withoutSeparators = (value: string): string => value.replace(/[\s.-]+/g, '');

/** Nothing of this kind is asked in the country: any non-empty value is refused as not applicable (a flow bug). */
export const notAsked = (): ValidationError => ({ kind: 'InvalidFormat' });

/** Longest licence plate accepted, in characters (normalised). */
export const LICENCE_PLATE_MAX_LENGTH = 16;

/**
 * A licence plate of a country without a plate rule of its own (the vehicle product is Spanish only): any 2–10
 * letters and digits, normalised. TooLong over 16 characters. Never throws.
 */
export function checkAnyLicencePlate(value: string): ValidationError | null {
  if (value.length > LICENCE_PLATE_MAX_LENGTH) return { kind: 'TooLong', params: { max: LICENCE_PLATE_MAX_LENGTH } };
  return /^[A-Z0-9]{2,10}$/.test(value) ? null : INVALID_FORMAT;
}
