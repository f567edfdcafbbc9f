import type { ValidationError } from './ValidationError';

/**
 * The WHATWG HTML "valid e-mail address" pattern with a dotted domain required (an address without a TLD cannot
 * receive mail from the lender), case-insensitive. Linear: labels are bounded and separated by dots.
 */
export const EMAIL_PATTERN =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

/** RFC 5321 limits: 254 characters in all, 64 before the @. */
export const EMAIL_MAX_LENGTH = 254;
const LOCAL_PART_MAX_LENGTH = 64;

/** Email address (docs/validation-by-country.md "Email": standard address pattern, case insensitive). TooLong, InvalidFormat or null. Never throws. */
export function checkEmail(value: string): ValidationError | null {
  if (value.length > EMAIL_MAX_LENGTH) return { kind: 'TooLong', params: { max: EMAIL_MAX_LENGTH } };
  if (!EMAIL_PATTERN.test(value)) return { kind: 'InvalidFormat' };
  if (value.indexOf('@') > LOCAL_PART_MAX_LENGTH) return { kind: 'InvalidFormat' };
  return null;
}
