import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Lead } from '../lead/LeadSchema';
import { normaliseIdentifier } from '../validation/normaliseIdentifier';
import { checkAddressConsistency } from './checkAddress';
import { checkAgeFromId, checkIdentityConsistency } from './checkIdentity';
import type { CountryPack, SiblingAnswers } from './CountryPack';
import { COUNTRY_PACKS } from './countryPacks';

const PACKS: readonly CountryPack[] = [...COUNTRY_PACKS.values()];
/** Every sibling answer a pack's checks can depend on: none, each document type, each bank or wallet. */
const answersOf = (pack: CountryPack): SiblingAnswers[] => [
  {},
  ...pack.idDocumentTypes.map((type) => ({ idDocumentType: type.code })),
  ...pack.payoutOptions.map((option) => ({ bankCode: option.code })),
];
/** Strings near the identifiers' alphabets, plus any string at all. */
const candidates = fc.oneof(fc.string({ maxLength: 40 }), fc.stringMatching(/^[0-9A-Z&Ñ]{6,34}$/), fc.stringMatching(/^\d{4,20}$/));

describe('every pack (docs/architecture.md house rule 9)', () => {
  it('option codes are unique within each list', () => {
    for (const pack of PACKS) {
      for (const options of [pack.regions, pack.payoutOptions, pack.idDocumentTypes]) {
        expect(new Set(options.map((option) => option.code)).size, pack.country).toBe(options.length);
      }
    }
  });
});

describe('every pack, any input (restores nationalId.test.ts’s properties on the pack API)', () => {
  it('normalising an identifier is idempotent and leaves no separator or lower case', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (value) => {
        const once = normaliseIdentifier(value);
        expect(normaliseIdentifier(once)).toBe(once);
        expect(once).not.toMatch(/[\s.-]/);
      }),
    );
  });

  it('no check throws, whatever the value and sibling answers', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PACKS), candidates, fc.nat(), (pack, raw, pick) => {
        const answers = answersOf(pack);
        const sibling = answers[pick % answers.length] ?? {};
        for (const value of [raw, normaliseIdentifier(raw)]) {
          expect(() => pack.checkNationalId(value, sibling)).not.toThrow();
          expect(() => pack.identityOf(value, sibling)).not.toThrow();
          expect(() => pack.checkTaxId(value, sibling)).not.toThrow();
          expect(() => pack.checkIdCard(value)).not.toThrow();
          expect(() => pack.checkBankAccount(pack.normaliseBankAccount(value), sibling)).not.toThrow();
          expect(() => pack.regionOf(value)).not.toThrow();
        }
      }),
    );
  });

  it('an identity is read only from an id its own check accepts', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PACKS), candidates, (pack, raw) => {
        const value = normaliseIdentifier(raw);
        if (pack.identityOf(value, {}) !== null) expect(pack.checkNationalId(value, {})).toBeNull();
      }),
    );
  });

  it('normalising a bank account is idempotent', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PACKS), fc.string({ maxLength: 40 }), (pack, value) => {
        const once = pack.normaliseBankAccount(value);
        expect(pack.normaliseBankAccount(once)).toBe(once);
      }),
    );
  });

  it('answers 10,000 characters of input at once (no catastrophic backtracking)', () => {
    const long = normaliseIdentifier('1-'.repeat(5_000));
    for (const pack of PACKS) {
      for (const sibling of answersOf(pack)) {
        expect(pack.checkNationalId(long, sibling)).not.toBeNull();
        expect(pack.checkBankAccount(long, sibling)).not.toBeNull();
      }
      expect(pack.checkTaxId(long, {})).not.toBeNull();
      expect(pack.checkIdCard(long)).not.toBeNull();
      expect(pack.regionOf(long)).toBeNull();
    }
  }, 2_000);
});

describe('cross-field rules say nothing without both answers', () => {
  it('no identity or address error when the id, the date of birth, the postal code or the province is missing', () => {
    for (const pack of PACKS) {
      expect(checkIdentityConsistency({} as Lead, pack)).toEqual([]);
      expect(checkIdentityConsistency({ personalDetails: { personalCode: '44051401359' } } as Lead, pack)).toEqual([]);
      expect(checkIdentityConsistency({ personalDetails: { dateOfBirth: '1944-05-14' } } as Lead, pack)).toEqual([]);
      expect(checkIdentityConsistency({ personalDetails: { personalCode: '44051401359', dateOfBirth: 'not a date' } } as Lead, pack)).toEqual([]);
      expect(checkAddressConsistency({} as Lead, pack)).toEqual([]);
      expect(checkAgeFromId(pack, '', {}, { y: 2026, m: 11, d: 23 })).toBeNull();
    }
  });
});
