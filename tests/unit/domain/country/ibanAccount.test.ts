import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Country } from '../../../../domain/country/Country';
import { requireCountryPack } from '../../../../domain/country/countryPacks';
import { checkIban, normaliseIban } from '../../../../domain/country/ibanAccount';
import { validateField } from '../../../../domain/fields/validateField';
import { normaliseField } from '../../../../domain/validation/normaliseField';
import { HOSTILE_INPUT_MS } from '../../../support/hostileInputTime';

/** A valid domestic IBAN of each country paid out to IBANs (test data: the packs say which countries those are). */
const IBANS: readonly (readonly [Country, string])[] = [
  ['ES', 'ES9121000418450200051332'],
  ['DE', 'DE89370400440532013000'],
  ['PL', 'PL61109010140000071219812874'],
  ['RO', 'RO49AAAA1B31007593840000'],
];

/** The IBAN as an applicant may type or paste it: a label or none, any grouping and separators, any case, stray spaces. */
const typed = (iban: string): fc.Arbitrary<string> =>
  fc
    .tuple(
      fc.constantFrom('', 'IBAN ', 'iban ', 'IBAN:', 'IBAN: ', 'Iban'),
      fc.array(fc.constantFrom('', '', '', ' ', '-', '.', '  '), { minLength: iban.length, maxLength: iban.length }),
      fc.array(fc.boolean(), { minLength: iban.length, maxLength: iban.length }),
      fc.constantFrom('', ' ', '\t'),
    )
    .map(([label, separators, lower, edge]) => `${edge}${label}${[...iban].map((char, i) => `${lower[i] ? char.toLowerCase() : char}${separators[i]}`).join('')}${edge}`);

const ctx = (country: Country) => ({ country, today: { y: 2026, m: 11, d: 27 }, required: true });

describe('the one IBAN normaliser and check (domain/country/ibanAccount.ts)', () => {
  it('stores "IBAN ES91 2100 0418 4502 0005 1332" as ES9121000418450200051332, and the server check accepts what was typed', () => {
    const value = 'IBAN ES91 2100 0418 4502 0005 1332';
    expect(normaliseField('bankAccount', value, requireCountryPack('ES'))).toBe('ES9121000418450200051332');
    expect(validateField('bankAccount', value, ctx('ES'))).toBeNull();
  });

  it.each(IBANS)('%s: every typed form of %s is stored compact and passes the pack’s check', (country, iban) => {
    const pack = requireCountryPack(country);
    expect(pack.checkBankAccount(iban, {})).toBeNull();
    fc.assert(
      fc.property(typed(iban), (value) => {
        expect(normaliseField('bankAccount', value, pack)).toBe(iban);
        expect(validateField('bankAccount', value, ctx(country))).toBeNull();
      }),
    );
  });

  it('is idempotent and never throws, whatever is typed', () => {
    fc.assert(
      fc.property(fc.constantFrom(...IBANS.map(([country]) => requireCountryPack(country))), fc.string({ maxLength: 40 }), (pack, value) => {
        const once = pack.normaliseBankAccount(value);
        expect(pack.normaliseBankAccount(once)).toBe(once);
        expect(() => pack.checkBankAccount(once, {})).not.toThrow();
      }),
    );
  });

  it('refuses another country’s IBAN, naming the brand’s, and answers 10,000 characters fast', () => {
    expect(checkIban(normaliseIban('IBAN DE89 3704 0044 0532 0130 00', { country: 'ES', length: 24 }), { country: 'ES', length: 24 })).toEqual({ kind: 'WrongCountry', params: { country: 'ES' } });
    const started = performance.now();
    checkIban(normaliseIban(`ES${'9'.repeat(10_000)}`, { country: 'ES', length: 24 }), { country: 'ES', length: 24 });
    expect(performance.now() - started).toBeLessThan(HOSTILE_INPUT_MS);
  });
});
