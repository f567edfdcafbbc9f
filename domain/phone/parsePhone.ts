import { ParseError, parsePhoneNumberWithError, validatePhoneNumberLength } from 'libphonenumber-js/core';
import type { PhoneNumber } from 'libphonenumber-js/core';
import type { Country } from '../brand/BrandConfigSchema';
import type { Result } from '../kernel/Result';
import { err, ok } from '../kernel/Result';
import type { ValidationError } from '../validation/ValidationError';
import { PHONE_LIMITS } from './phoneLimits';
import { PHONE_METADATA } from './phoneMetadata';

const PARSE_ERRORS: Readonly<Record<string, PhoneErrorKind>> = {
  NOT_A_NUMBER: 'PhoneNotANumber',
  TOO_SHORT: 'PhoneTooShort',
  TOO_LONG: 'PhoneTooLong',
  INVALID_COUNTRY: 'PhoneInvalidCountry',
};

const LENGTH_RESULTS: Readonly<Record<string, PhoneErrorKind>> = {
  ...PARSE_ERRORS,
  INVALID_LENGTH: 'PhoneInvalidLength',
};

type PhoneErrorKind = 'PhoneNotANumber' | 'PhoneTooShort' | 'PhoneTooLong' | 'PhoneInvalidLength' | 'PhoneInvalidCountry';

/** A phone error with the values its message names: the brand's country for PhoneInvalidCountry, from whichever check found it. */
const phoneError = (kind: PhoneErrorKind, country: Country): ValidationError =>
  kind === 'PhoneInvalidCountry' ? { kind, params: { country } } : { kind };

/**
 * Parses a phone number typed for a brand of `country` (docs/validation-by-country.md "Phone numbers") into a valid libphonenumber-js number of that
 * country, or the first problem found: input over 250 characters (TooLong), a parse error (NOT_A_NUMBER, TOO_SHORT,
 * TOO_LONG, INVALID_COUNTRY), a length result other than "possible" (too short, too long, invalid length), a number of
 * another country (PhoneInvalidCountry: the metadata holds only the brand countries anyway), or an invalid number.
 * The whole input must be the number (no extraction from surrounding text). Never throws.
 */
export function parsePhone(input: string, country: Country): Result<PhoneNumber, ValidationError> {
  if (input.length > PHONE_LIMITS.maxInputLength) {
    return err({ kind: 'TooLong', params: { max: PHONE_LIMITS.maxInputLength } });
  }
  const options = { defaultCountry: country, extract: false } as const;
  let phone: PhoneNumber;
  try {
    phone = parsePhoneNumberWithError(input, options, PHONE_METADATA);
  } catch (error) {
    // libphonenumber-js signals expected failures by throwing ParseError; anything else is treated as unparseable.
    const kind = error instanceof ParseError ? PARSE_ERRORS[error.message] : undefined;
    return err(phoneError(kind ?? 'PhoneNotANumber', country));
  }
  const lengthResult = validatePhoneNumberLength(input, options, PHONE_METADATA);
  if (lengthResult !== undefined) return err(phoneError(LENGTH_RESULTS[lengthResult] ?? 'PhoneInvalidLength', country));
  if (phone.country !== country) return err({ kind: 'PhoneInvalidCountry', params: { country } });
  if (!phone.isValid()) return err({ kind: 'PhoneNotValid' });
  return ok(phone);
}
