import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRY_PACKS, requireCountryPack } from '../../../../domain/country/countryPacks';
import { validateField } from '../../../../domain/fields/validateField';
import { FIELD_RULES } from '../../../../domain/validation/FieldRule';
import { normaliseField } from '../../../../domain/validation/normaliseField';

const ES = requireCountryPack('ES');

describe('normaliseField (docs/validation-by-country.md "How a field is checked")', () => {
  it.each([
    ['nationalId', ' 12.345.678-z ', '12345678Z'],
    ['bankAccount', 'es91 2100 0418 4502 0005 1332', 'ES9121000418450200051332'],
    // The IBAN as a bank statement prints it: stored without its label (one normaliser, domain/country/ibanAccount.ts).
    ['bankAccount', 'IBAN ES91 2100 0418 4502 0005 1332', 'ES9121000418450200051332'],
    ['licencePlate', '1234-bcd', '1234BCD'],
    ['postalCode', '28 039', '28039'],
    ['email', ' ana@example.com ', 'ana@example.com'],
    ['name', 'Ana ', 'Ana '],
  ] as const)('%s %j → %j', (rule, value, expected) => {
    expect(normaliseField(rule, value, ES)).toBe(expected);
  });

  it('writes postal codes and accounts the country’s way: its pack’s normalisers', () => {
    expect(normaliseField('postalCode', '01224', requireCountryPack('PL'))).toBe('01-224');
    expect(normaliseField('bankAccount', '61 1090 1014 0000 0712 1981 2874', requireCountryPack('PL'))).toBe('PL61109010140000071219812874');
    // Without the pack (not loaded yet): spaces out of a postal code, an account as typed, judged once the pack is there.
    expect(normaliseField('postalCode', '01 224', undefined)).toBe('01224');
    expect(normaliseField('bankAccount', 'IBAN ES91 2100', undefined)).toBe('IBAN ES91 2100');
  });

  it('is idempotent for every rule and country', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FIELD_RULES), fc.constantFrom(...COUNTRY_PACKS.values(), undefined), fc.oneof(fc.string({ maxLength: 40 }), fc.anything()), (rule, pack, value) => {
        const once = normaliseField(rule, value, pack);
        expect(normaliseField(rule, once, pack)).toStrictEqual(once);
      }),
    );
  });

  it('keeps a value of separators only as typed, so it is judged an invalid format, not a missing answer (fast-check found "-")', () => {
    const ctx = { country: 'ES' as const, today: { y: 2026, m: 11, d: 22 }, required: true };
    for (const rule of ['taxId', 'nationalId', 'bankAccount', 'postalCode', 'licencePlate'] as const) {
      for (const typed of ['-', ' - ', '.', '--']) {
        expect(normaliseField(rule, typed, ES)).not.toBe('');
        expect(validateField(rule, normaliseField(rule, typed, ES), ctx)).toEqual(validateField(rule, typed, ctx));
      }
    }
  });

  it('does not change the verdict: validating the normalised value gives the same answer', () => {
    const ctx = { country: 'ES' as const, today: { y: 2026, m: 11, d: 22 }, required: true };
    fc.assert(
      fc.property(fc.constantFrom(...FIELD_RULES), fc.string({ maxLength: 30 }), (rule, value) => {
        expect(validateField(rule, normaliseField(rule, value, ES), ctx)).toEqual(validateField(rule, value, ctx));
      }),
    );
  });
});
