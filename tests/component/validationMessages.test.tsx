import { describe, expect, it } from 'vitest';
import { parsePhone } from '../../domain/phone/parsePhone';
import { checkDateOfBirth } from '../../domain/validation/checkDate';
import type { ValidationErrorKind, ValidationParams } from '../../domain/validation/ValidationError';
import { validationMessage } from '../../ui/kit/validationMessage';
import { flatten, localeIds, readNamespace } from './support/localeFiles';
import { keyFallbackT } from './support/renderWithT';

/**
 * No message shows a raw placeholder: every validation message of every locale, rendered with the values the domain
 * gives its kind (ValidationParams: a kind with placeholders cannot be made without them), names no `{{…}}`.
 */
const SAMPLE_PARAMS: { readonly [K in keyof ValidationParams]: ValidationParams[K] } = {
  TooLong: { max: 250 },
  BelowMinimum: { min: 1000 },
  AboveMaximum: { max: 20000 },
  NotAStep: { step: 100 },
  WrongLength: { length: 11 },
  LengthOutOfRange: { min: 10, max: 18 },
  WrongCountry: { country: 'PL' },
  RegionMismatch: { region: 'Madrid' },
  PhoneInvalidCountry: { country: 'ES' },
  TooYoung: { min: 18 },
  TooOld: { max: 75 },
};
const paramsOf = (kind: string): Readonly<Record<string, string | number>> | undefined => (SAMPLE_PARAMS as Record<string, Record<string, string | number>>)[kind];

describe.each(localeIds())('validation messages of %s', (locale) => {
  const t = keyFallbackT(locale);
  const messages = [...flatten(readNamespace(locale, 'validation'))].filter(([key]) => key.startsWith('validation>'));

  it('has messages', () => expect(messages.length).toBeGreaterThan(10));

  it.each(messages)('%s renders with no raw placeholder', (key) => {
    const parts = key.split('>');
    const kind = parts.at(-1) as ValidationErrorKind;
    const field = parts[1] === 'fields' ? parts.slice(2, -1).join('>') : undefined;
    const text = validationMessage(t, { kind, params: paramsOf(kind) }, 'en-GB', field);
    expect(text).not.toMatch(/\{\{|\}\}/);
    expect(text).not.toMatch(/^validation/);
  });
});

describe('a phone number of another country', () => {
  it.each(['+12025550100', '+61 412 345 678', '+49 170 1234567'])('%s on a Spanish brand names Spain, in every locale', (typed) => {
    const result = parsePhone(typed, 'ES');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toEqual({ kind: 'PhoneInvalidCountry', params: { country: 'ES' } });
    for (const locale of localeIds()) expect(validationMessage(keyFallbackT(locale), result.error, 'es-ES')).toContain('España');
  });
});

describe('a date of birth typed as 31/02/1990', () => {
  const today = { y: 2026, m: 11, d: 27 };
  it('is told the date does not exist, not that its format is wrong, in every locale', () => {
    const error = checkDateOfBirth('1990-02-31', today);
    expect(error).toEqual({ kind: 'InvalidDate' });
    const misTyped = checkDateOfBirth('1990-02-3x', today);
    expect(misTyped).toEqual({ kind: 'InvalidFormat' });
    for (const locale of localeIds()) {
      const t = keyFallbackT(locale);
      const field = 'personalDetails.dateOfBirth';
      const impossible = validationMessage(t, error ?? { kind: 'Required' }, 'en-GB', field);
      const format = validationMessage(t, misTyped ?? { kind: 'Required' }, 'en-GB', field);
      expect(impossible, locale).toBe(t('validation^validation>InvalidDate'));
      expect(format, locale).not.toBe(impossible);
      expect(format, locale).toMatch(/DD|TT|ZZ|NN/);
    }
  });
});
