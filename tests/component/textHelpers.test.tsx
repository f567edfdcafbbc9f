import { describe, expect, it } from 'vitest';
import type { ValidationErrorKind } from '../../domain/validation/ValidationError';
import { documentTitle } from '../../ui/kit/documentTitle';
import { formatDuration } from '../../ui/kit/formatDuration';
import { currencyAffix, formatAmount, formatMoney, formatPercent, parseMoneyInput } from '../../ui/kit/formatMoney';
import { validationMessage } from '../../ui/kit/validationMessage';
import { countryOptions } from '../../ui/steps/countryOptions';
import { ISO_COUNTRY_CODES } from '../../domain/validation/isoCountryCodes';
import { localeT } from './support/renderWithT';

const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney (docs/validation-by-country.md "Country facts")', () => {
  it.each([
    [1234, 'es-ES', 'EUR', '1234 €'],
    [12345, 'es-ES', 'EUR', '12.345 €'],
    [1234.5, 'es-ES', 'EUR', '1234,50 €'],
    [1234567.89, 'es-ES', 'EUR', '1.234.567,89 €'],
    [2500, 'pl-PL', 'PLN', '2500 zł'],
    [2500, 'es-MX', 'MXN', '$2,500'],
    [1234567.89, 'en-PH', 'PHP', '₱1,234,567.89'],
  ])('%f in %s %s → %s', (amount, locale, currency, text) => {
    expect(spaces(formatMoney(amount, locale, currency))).toBe(text);
  });

  it('writes percentages with two decimals', () => {
    expect(spaces(formatPercent(0.083, 'es-ES'))).toBe('8,30 %');
  });

  it.each([
    ['es-ES', 'EUR', '€', 'suffix'],
    ['es-MX', 'MXN', '$', 'prefix'],
  ])('the %s %s symbol %s goes as a %s', (locale, currency, symbol, position) => {
    expect(currencyAffix(locale, currency)).toEqual({ symbol, position });
  });

  it.each([
    ['12.345', 12345],
    ['12345', 12345],
    ['1234,5', 1234.5],
    ['1234.50', 1234.5],
    [' 2 500 ', 2500],
    ['12k', null],
    ['', null],
    ['1,2,3,4', null],
    ['1.234.567', 1234567],
    ['-5', null],
  ])('reads %j typed in es-ES as %j', (text, amount) => {
    expect(parseMoneyInput(text, 'es-ES')).toBe(amount);
  });

  it('regroups a read amount for the input', () => {
    expect(formatAmount(20000, 'es-ES')).toBe('20.000');
  });
});

describe('formatDuration', () => {
  it.each([
    [60, 'months', 'es-ES', '60 meses'],
    [1, 'months', 'es-ES', '1 mes'],
    [60, 'months', 'pl-PL', '60 miesięcy'],
    [31, 'days', 'en', '31 days'],
  ] as const)('%i %s in %s → %s', (count, scale, locale, text) => {
    expect(formatDuration(count, scale, locale)).toBe(text);
  });
});

describe('validationMessage (docs/architecture.md house rule 1)', () => {
  const es = localeT('es');

  it('formats number params per locale', () => {
    expect(validationMessage(es, { kind: 'AboveMaximum', params: { max: 20000 } }, 'es-ES')).toBe('El valor debe ser 20.000 o menos');
  });

  it('names the country instead of its code', () => {
    expect(validationMessage(es, { kind: 'PhoneInvalidCountry', params: { country: 'ES' } }, 'es-ES')).toBe('Introduzca un número de teléfono de España');
  });

  it.each<ValidationErrorKind>(['Required', 'PhoneNotMobile', 'MustBeAccepted'])('%s has a Spanish message', (kind) => {
    expect(validationMessage(es, { kind }, 'es-ES')).not.toContain('validation');
  });
});

describe('documentTitle (docs/accessible-forms.md "Error summary": the title gains an "Error: " prefix)', () => {
  const es = localeT('es');
  it.each([
    [{ question: '¿Cómo se llama?', brandName: 'AutoCrédito' }, '¿Cómo se llama? - AutoCrédito'],
    [{ question: '¿Cómo se llama?', brandName: 'AutoCrédito', hasErrors: true }, 'Error: ¿Cómo se llama? - AutoCrédito'],
    [{ brandName: 'AutoCrédito' }, 'AutoCrédito'],
  ])('%j → %s', (parts, title) => {
    expect(documentTitle(es, parts)).toBe(title);
  });
});

describe('countryOptions', () => {
  it('names countries in the locale, brand country first, the rest sorted the locale way', () => {
    const options = countryOptions('es-ES', 'ES');
    expect(options[0]).toEqual({ value: 'ES', label: 'España' });
    const names = options.map((o) => o.label);
    const wanted = ['Alemania', 'Austria', 'Polonia'].map((name) => names.indexOf(name));
    expect(wanted.every((index) => index > 0)).toBe(true);
    expect(wanted).toEqual([...wanted].sort((a, b) => a - b));
  });

  it('covers every ISO code of the domain list with a name', () => {
    const options = countryOptions('es-ES', 'ES');
    expect(options).toHaveLength(ISO_COUNTRY_CODES.size);
    expect(options.every((o) => o.label.length > 0)).toBe(true);
  });
});
