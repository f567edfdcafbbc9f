import fc from 'fast-check';
import { composeIBAN, countrySpecs, friendlyFormatIBAN, isValidIBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import { IBAN_LENGTH_BY_COUNTRY, looksLikeIban, withoutSensitiveFields } from '../../../../adapters/storage/withoutSensitiveFields';

/** Every country of the ibantools registry that has an IBAN format (ibantools is the oracle, not the code under test). */
const IBAN_COUNTRIES = Object.entries(countrySpecs).flatMap(([code, spec]) => (spec.chars && spec.bban_regexp ? [{ code, chars: spec.chars, bban: new RegExp(spec.bban_regexp) }] : []));
/** The brand countries with IBANs (docs/validation-by-country.md "Bank accounts"); MX, CO, VN and PH have none. */
const BRAND_IBAN_COUNTRIES = ['ES', 'DE', 'PL', 'RO'];

/** An IBAN with correct mod-97 check digits built by ibantools over a random BBAN of the country's format. */
const ibanOf = (countries: readonly string[]) =>
  fc
    .constantFrom(...IBAN_COUNTRIES.filter((country) => countries.includes(country.code)))
    .chain((country) => fc.stringMatching(country.bban).map((bban) => composeIBAN({ countryCode: country.code, bban })))
    .filter((iban): iban is string => iban !== null);

/** How an applicant may write it: grouped by four, dashes, lower case. */
const written = (iban: string) => fc.constantFrom(iban, friendlyFormatIBAN(iban) ?? iban, friendlyFormatIBAN(iban, '-') ?? iban, iban.toLowerCase(), ` ${friendlyFormatIBAN(iban) ?? iban} `);

describe('looksLikeIban: structural IBAN detection of the storage guard (docs/sessions-and-storage.md "What is never stored")', () => {
  it('holds the same country lengths as the ibantools registry', () => {
    expect(Object.fromEntries(IBAN_LENGTH_BY_COUNTRY)).toEqual(Object.fromEntries(IBAN_COUNTRIES.map((country) => [country.code, country.chars])));
  });

  it('redacts every IBAN of the brand countries, however written (property)', () => {
    fc.assert(
      fc.property(ibanOf(BRAND_IBAN_COUNTRIES).chain(written), (text) => {
        expect(looksLikeIban(text)).toBe(true);
        expect(withoutSensitiveFields({ note: text })).toEqual({});
      }),
      { numRuns: 300 },
    );
  });

  it('redacts an IBAN of any registry country (property), and every one ibantools calls valid', () => {
    fc.assert(
      fc.property(ibanOf(IBAN_COUNTRIES.map((country) => country.code)), (iban) => {
        expect(looksLikeIban(iban)).toBe(true);
      }),
      { numRuns: 300 },
    );
    for (const valid of ['ES9121000418450200051332', 'DE89370400440532013000', 'PL61109010140000071219812874', 'RO49AAAA1B31007593840000']) {
      expect(isValidIBAN(valid)).toBe(true);
      expect(looksLikeIban(valid)).toBe(true);
    }
  });

  it('keeps a near miss: one check digit changed, one character short or long, a country without IBAN', () => {
    expect(looksLikeIban('ES9121000418450200051333')).toBe(false);
    expect(looksLikeIban('ES912100041845020005133')).toBe(false);
    expect(looksLikeIban('ES91210004184502000513321')).toBe(false);
    expect(looksLikeIban('MX9121000418450200051332')).toBe(false);
  });

  it('never drops a UUID (idempotency keys, session ids live in storage) nor throws on any text (property)', () => {
    fc.assert(fc.property(fc.uuid(), (uuid) => !looksLikeIban(uuid)), { numRuns: 10_000 });
    fc.assert(fc.property(fc.string({ maxLength: 60 }), (text) => typeof looksLikeIban(text) === 'boolean'), { numRuns: 10_000 });
  });
});
