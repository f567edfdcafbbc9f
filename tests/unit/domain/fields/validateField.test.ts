import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../../../domain/country/countryRegistry';
import type { FieldRule } from '../../../../domain/validation/FieldRule';
import { FIELD_RULES } from '../../../../domain/validation/FieldRule';
import type { ValidationContext } from '../../../../domain/validation/ValidationContext';
import type { ValidationError } from '../../../../domain/validation/ValidationError';
import { FIELD_VALIDATORS, validateField } from '../../../../domain/fields/validateField';
import { HOSTILE_INPUT_MS } from '../../../support/hostileInputTime';

const ctx: ValidationContext = { country: 'ES', today: { y: 2026, m: 11, d: 22 }, required: true };

// One valid and one invalid value per rule, with the extra context the rule needs (docs/validation-by-country.md "How a field is checked").
const SAMPLES: Readonly<Record<FieldRule, { valid: unknown; invalid: unknown; kind: string; ctx?: Partial<ValidationContext> }>> = {
  email: { valid: ' ana@example.com ', invalid: 'ana@', kind: 'InvalidFormat' },
  phone: { valid: '+34 612 34 56 78', invalid: '61234', kind: 'PhoneTooShort' },
  name: { valid: 'Ana María', invalid: 'Ana3', kind: 'InvalidFormat' },
  jobTitle: { valid: 'Mecánico', invalid: 'Mecánico 2', kind: 'InvalidFormat' },
  street: { valid: 'Calle Mayor', invalid: 'Calle Mayor,', kind: 'InvalidFormat' },
  houseNumber: { valid: '#12B', invalid: '12/', kind: 'InvalidFormat' },
  flatNumber: { valid: '3ºB', invalid: '3#', kind: 'InvalidFormat' },
  blockNumber: { valid: 'B', invalid: 'B-', kind: 'InvalidFormat' },
  cityLike: { valid: 'Madrid', invalid: 'Madrid-', kind: 'InvalidFormat' },
  companyName: { valid: 'Acme S.L.', invalid: 'Acme,', kind: 'InvalidFormat' },
  postalCode: { valid: ' 28039', invalid: '53000', kind: 'UnknownProvince' },
  nationalId: { valid: 'x-2482300-w', invalid: '12345678A', kind: 'InvalidChecksum' },
  bankAccount: { valid: 'ES91 2100 0418 4502 0005 1332', invalid: 'ES9121000418450200051333', kind: 'InvalidChecksum' },
  taxId: { valid: 'goDE-561231-GR8', invalid: 'GODE561331GR8', kind: 'InvalidIdDate', ctx: { country: 'MX' } },
  idCard: { valid: 'aba 300000', invalid: 'ABS523456', kind: 'InvalidChecksum', ctx: { country: 'PL' } },
  licencePlate: { valid: '1234 bcd', invalid: '1234 BAE', kind: 'InvalidFormat' },
  amount: { valid: 2500, invalid: 2550, kind: 'NotAStep', ctx: { min: 1000, max: 20_000, step: 100 } },
  period: { valid: '60', invalid: 97, kind: 'AboveMaximum', ctx: { min: 12, max: 96, step: 1 } },
  money: { valid: '1234,56', invalid: -1, kind: 'BelowMinimum' },
  overdueDebt: { valid: 1000, invalid: 1001, kind: 'AboveMaximum' },
  totalDebt: { valid: 500_000, invalid: 500_001, kind: 'AboveMaximum' },
  integer: { valid: 2, invalid: 2.5, kind: 'InvalidFormat', ctx: { min: 0, max: 10 } },
  dateOfBirth: { valid: '1990-05-17', invalid: '2010-01-01', kind: 'TooYoung' },
  pastDate: { valid: '2020-01-01', invalid: '2027-01-01', kind: 'DateInFuture' },
  futureDate: { valid: '2027-01-01', invalid: '2020-01-01', kind: 'DateInPast' },
  choice: { valid: 'car', invalid: 'boat', kind: 'NotAnOption', ctx: { options: ['car', 'home'] } },
  yesNo: { valid: false, invalid: 'maybe', kind: 'NotAnOption' },
  accepted: { valid: true, invalid: false, kind: 'MustBeAccepted' },
  country: { valid: 'ES', invalid: 'XX', kind: 'InvalidFormat' },
  text: { valid: 'Anything', invalid: 'bell\u0007', kind: 'InvalidFormat' },
};

describe('validateField (docs/validation-by-country.md "How a field is checked"): every FieldRule has a validator', () => {
  it('covers exactly the FieldRule names', () => {
    expect(Object.keys(FIELD_VALIDATORS).sort()).toEqual([...FIELD_RULES].sort());
    expect(Object.keys(SAMPLES).sort()).toEqual([...FIELD_RULES].sort());
  });

  it.each(FIELD_RULES)('%s accepts its valid sample and refuses its invalid one with the right kind', (rule) => {
    const sample = SAMPLES[rule];
    const context = { ...ctx, ...sample.ctx };
    expect(validateField(rule, sample.valid, context)).toBeNull();
    expect(validateField(rule, sample.invalid, context)?.kind).toBe(sample.kind);
  });

  it.each(FIELD_RULES.filter((rule) => rule !== 'accepted'))('%s: empty is Required when required, valid when optional', (rule) => {
    for (const empty of [undefined, null, '', '   ']) {
      expect(validateField(rule, empty, ctx)).toEqual({ kind: 'Required' });
      expect(validateField(rule, empty, { ...ctx, required: false })).toBeNull();
    }
  });

  it.each(FIELD_RULES)('%s never throws on anything and answers without super-linear work (< 250 ms) for 10,000 characters', (rule) => {
    const check = (value: unknown, required: boolean): ValidationError | null =>
      validateField(rule, value, { ...ctx, required, options: ['a', 'ES'], min: 0, max: 100, step: 1 });
    fc.assert(
      fc.property(fc.anything(), fc.boolean(), fc.constantFrom(...COUNTRIES), (value, required, country) => {
        const result = validateField(rule, value, { ...ctx, country, required });
        expect(result === null || typeof result.kind === 'string').toBe(true);
      }),
      { numRuns: 200 },
    );
    for (const input of ['a'.repeat(10_000), '1'.repeat(10_000), `${'a-'.repeat(5_000)}!`, `${'1 '.repeat(5_000)},`]) {
      const started = performance.now();
      check(input, true);
      expect(performance.now() - started).toBeLessThan(HOSTILE_INPUT_MS);
    }
  });
});

describe('validateField thresholds move by one unit (docs/validation-by-country.md "How a field is checked", docs/product.md "Page chrome")', () => {
  it.each<[FieldRule, unknown, string | null, Partial<ValidationContext>?]>([
    ['overdueDebt', 1000, null],
    ['overdueDebt', 1001, 'AboveMaximum'],
    ['overdueDebt', 0, null],
    ['overdueDebt', -1, 'BelowMinimum'],
    ['totalDebt', 0, null],
    ['totalDebt', -1, 'BelowMinimum'],
    ['totalDebt', 500_000, null],
    ['totalDebt', 500_001, 'AboveMaximum'],
    // Without a range in the field, amount and period use the base ranges (docs/validation-by-country.md "Amount and period") (100–1000 / 61–90).
    ['amount', 100, null],
    ['amount', 0, 'BelowMinimum'],
    ['amount', 1000, null],
    ['amount', 1100, 'AboveMaximum'],
    ['amount', 150, 'NotAStep'],
    ['period', 61, null],
    ['period', 60, 'BelowMinimum'],
    ['period', 90, null],
    ['period', 91, 'AboveMaximum'],
    ['period', 31, 'BelowMinimum'], // the base default itself is refused: loanLimitsFor moves it to 61
    // Spanish vehicle brand ranges passed in from loanLimitsFor:
    ['amount', 1000, null, { min: 1000, max: 20_000, step: 100 }],
    ['amount', 999, 'BelowMinimum', { min: 1000, max: 20_000, step: 100 }],
    ['amount', 20_000, null, { min: 1000, max: 20_000, step: 100 }],
    ['amount', 20_001, 'AboveMaximum', { min: 1000, max: 20_000, step: 100 }],
    ['amount', 1100, null, { min: 1000, max: 20_000, step: 100 }],
    ['amount', 1099, 'NotAStep', { min: 1000, max: 20_000, step: 100 }],
    ['amount', 1101, 'NotAStep', { min: 1000, max: 20_000, step: 100 }],
    ['period', 13, null, { min: 12, max: 96, step: 1 }],
    ['period', 12.5, 'InvalidFormat', { min: 12, max: 96, step: 1 }],
    ['overdueDebt', 500, 'AboveMaximum', { max: 499 }],
  ])('%s %j → %s', (rule, value, kind, extra) => {
    expect(validateField(rule, value, { ...ctx, ...extra })?.kind ?? null).toBe(kind);
  });

  it.each([
    ['01001', null],
    ['00999', 'UnknownProvince'],
    ['52999', null],
    ['53000', 'UnknownProvince'],
  ])('postal code prefix %s → %s', (value, kind) => {
    expect(validateField('postalCode', value, ctx)?.kind ?? null).toBe(kind);
  });

  it('phone: mobileOnly refuses a Spanish fixed line', () => {
    expect(validateField('phone', '912345678', ctx)).toBeNull();
    expect(validateField('phone', '912345678', { ...ctx, mobileOnly: true })).toEqual({ kind: 'PhoneNotMobile' });
  });

  it('uses the country of the context', () => {
    expect(validateField('postalCode', '01224', { ...ctx, country: 'PL' })).toBeNull();
    expect(validateField('nationalId', '44051401359', { ...ctx, country: 'PL' })).toBeNull();
    expect(validateField('phone', '+48 512345678', { ...ctx, country: 'PL' })).toBeNull();
    expect(validateField('phone', '+48 512345678', ctx)?.kind).toBe('PhoneInvalidCountry');
  });

  it('refuses a non-string where text is expected', () => {
    expect(validateField('name', 42, ctx)).toEqual({ kind: 'InvalidFormat' });
    expect(validateField('amount', {}, ctx)).toEqual({ kind: 'InvalidFormat' });
  });
});
