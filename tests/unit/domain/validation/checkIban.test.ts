import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Country } from '../../../../domain/brand/BrandConfigSchema';
import { COUNTRIES } from '../../../../domain/brand/BrandConfigSchema';
import { checkIban } from '../../../../domain/validation/checkIban';
import { normaliseIban } from '../../../../domain/validation/normaliseIban';
import type { ValidationErrorKind } from '../../../../domain/validation/ValidationError';

describe('checkIban (country-rules.md §1.3, §3.4, §5.3, §6.3)', () => {
  it.each<[Country, string, ValidationErrorKind | null]>([
    ['ES', 'ES9121000418450200051332', null],
    ['ES', 'ES9121000418450200051333', 'InvalidChecksum'],
    // mod-97 right (check digits recomputed) but the Spanish DC digits wrong (45 → 46):
    ['ES', 'ES2921000418460200051332', 'InvalidChecksum'],
    ['ES', 'ES91210004184502000513', 'InvalidFormat'], // 22 characters
    ['ES', 'DE89370400440532013000', 'InvalidFormat'], // not a Spanish account
    ['DE', 'DE89370400440532013000', null],
    ['DE', 'DE88370400440532013000', 'InvalidChecksum'],
    ['PL', 'PL61109010140000071219812874', null],
    ['RO', 'RO49AAAA1B31007593840000', null],
    ['MX', 'ES9121000418450200051332', null], // countries without IBAN: any valid IBAN
    ['ES', 'ES91 2100', 'InvalidFormat'],
  ])('%s %s → %s', (country, value, kind) => {
    expect(checkIban(value, country)?.kind ?? null).toBe(kind);
  });

  it('names the expected country when the IBAN is foreign', () => {
    expect(checkIban('DE89370400440532013000', 'ES')).toEqual({ kind: 'InvalidFormat', params: { country: 'ES' } });
  });

  it('normalises spaces, dashes and case, and prepends PL to a 26-digit NRB', () => {
    expect(normaliseIban(' es91 2100-0418 4502 0005 1332 ', 'ES')).toBe('ES9121000418450200051332');
    expect(normaliseIban('61 1090 1014 0000 0712 1981 2874', 'PL')).toBe('PL61109010140000071219812874');
    expect(checkIban(normaliseIban('61109010140000071219812874', 'PL'), 'PL')).toBeNull();
  });

  it('normalising is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.constantFrom(...COUNTRIES), (value, country) => {
        const once = normaliseIban(value, country);
        expect(normaliseIban(once, country)).toBe(once);
      }),
    );
  });

  it('never throws and answers 10,000 characters in < 50 ms', () => {
    fc.assert(fc.property(fc.string({ maxLength: 40 }), fc.constantFrom(...COUNTRIES), (value, country) => {
      expect(() => checkIban(normaliseIban(value, country), country)).not.toThrow();
    }));
    fc.assert(fc.property(fc.stringMatching(/^[A-Z]{2}\d{2}[0-9A-Z]{10,30}$/), fc.constantFrom(...COUNTRIES), (value, country) => {
      expect(() => checkIban(value, country)).not.toThrow();
    }));
    const started = performance.now();
    checkIban(normaliseIban(`ES${'9'.repeat(10_000)}`, 'ES'), 'ES');
    expect(performance.now() - started).toBeLessThan(50);
  });
});
