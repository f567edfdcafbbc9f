import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../../../domain/brand/BrandConfigSchema';
import { FIELD_RULES } from '../../../../domain/validation/FieldRule';
import { normaliseField } from '../../../../domain/validation/normaliseField';
import { validateField } from '../../../../domain/validation/validateField';

describe('normaliseField (country-rules.md §10)', () => {
  it.each([
    ['nationalId', ' 12.345.678-z ', '12345678Z'],
    ['iban', 'es91 2100 0418 4502 0005 1332', 'ES9121000418450200051332'],
    ['licencePlate', '1234-bcd', '1234BCD'],
    ['postalCode', '28 039', '28039'],
    ['email', ' ana@example.com ', 'ana@example.com'],
    ['name', 'Ana ', 'Ana '],
  ] as const)('%s %j → %j', (rule, value, expected) => {
    expect(normaliseField(rule, value, 'ES')).toBe(expected);
  });

  it('is idempotent for every rule and country', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FIELD_RULES), fc.constantFrom(...COUNTRIES), fc.oneof(fc.string({ maxLength: 40 }), fc.anything()), (rule, country, value) => {
        const once = normaliseField(rule, value, country);
        expect(normaliseField(rule, once, country)).toStrictEqual(once);
      }),
    );
  });

  it('does not change the verdict: validating the normalised value gives the same answer', () => {
    const ctx = { country: 'ES' as const, today: { y: 2026, m: 11, d: 22 }, required: true };
    fc.assert(
      fc.property(fc.constantFrom(...FIELD_RULES), fc.string({ maxLength: 30 }), (rule, value) => {
        expect(validateField(rule, normaliseField(rule, value, 'ES'), ctx)).toEqual(validateField(rule, value, ctx));
      }),
    );
  });
});
