import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkTaxIdConsistency } from '../../../../domain/country/checkIdentity';
import { requireCountryPack } from '../../../../domain/country/countryPacks';
import { COUNTRIES } from '../../../../domain/country/countryRegistry';
import type { Lead } from '../../../../domain/lead/LeadSchema';
import { checkRfcAgainstCurp } from '../../../../domain/country/mx/checkRfcAgainstCurp';
import { birthDatesBetween, curpOf, rfcOf } from '../../../support/nationalIdMothers';

const MX = requireCountryPack('MX');
const lead = (taxId: string, personalCode: string): Lead => ({ personalDetails: { taxId, personalCode } });
const MISMATCH = [{ path: 'personalDetails.taxId', error: { kind: 'TaxIdMismatch' } }];

/** Name letters without X (the CURP's stand-in for Ñ and for an inconvenient word's letter, see below). */
const NAME_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWYZ';
const nameLetters = fc.stringMatching(/^[A-WYZ]{4}$/);
const curps = fc.tuple(nameLetters, birthDatesBetween(1930, 2029), fc.boolean()).map(([name, date, female]) => curpOf(name, date, female));

describe('RFC against CURP (docs/validation-by-country.md "Tax ids and id cards")', () => {
  it('refuses the issue\'s example: RFC GARC900101K57 with CURP GARC921103HJCRMR09 (other birth date)', () => {
    expect(checkTaxIdConsistency(lead('GARC900101K57', 'GARC921103HJCRMR09'), MX)).toEqual(MISMATCH);
    expect(checkTaxIdConsistency(lead(rfcOf('GARC921103'), 'GARC921103HJCRMR09'), MX)).toEqual([]);
  });

  it('property: the RFC made from a CURP\'s first 10 characters is accepted, whatever its homoclave', () => {
    fc.assert(
      fc.property(curps, fc.stringMatching(/^[0-9A-Z]{2}$/), (curp, homoclave) => {
        expect(checkTaxIdConsistency(lead(rfcOf(curp.slice(0, 10), homoclave), curp), MX)).toEqual([]);
      }),
    );
  });

  it('property: any other name letter in the RFC is refused', () => {
    fc.assert(
      fc.property(curps, fc.integer({ min: 0, max: 3 }), fc.constantFrom(...NAME_LETTERS), (curp, index, letter) => {
        fc.pre(curp[index] !== letter);
        const first10 = `${curp.slice(0, index)}${letter}${curp.slice(index + 1, 10)}`;
        expect(checkTaxIdConsistency(lead(rfcOf(first10), curp), MX)).toEqual(MISMATCH);
      }),
    );
  });

  it('property: any other (real) birth date in the RFC is refused', () => {
    fc.assert(
      fc.property(curps, birthDatesBetween(1930, 2029), (curp, other) => {
        const yymmdd = `${String(other.y % 100).padStart(2, '0')}${String(other.m).padStart(2, '0')}${String(other.d).padStart(2, '0')}`;
        fc.pre(yymmdd !== curp.slice(4, 10));
        expect(checkTaxIdConsistency(lead(rfcOf(`${curp.slice(0, 4)}${yymmdd}`), curp), MX)).toEqual(MISMATCH);
      }),
    );
  });

  it('the two spellings both authorities prescribe: Ñ (RFC) for X (CURP), and an inconvenient word (CURP X second, RFC X fourth)', () => {
    const curp = curpOf('MUXO', { y: 1990, m: 5, d: 6 }); // Muñoz Ortega: the CURP writes Ñ as X
    expect(checkRfcAgainstCurp(rfcOf('MUÑO900506'), curp)).toBeNull();
    expect(checkRfcAgainstCurp(rfcOf('MUNO900506'), curp)).toEqual({ kind: 'TaxIdMismatch' });
    // "BUEY": the CURP writes BXEY, the RFC BUEX.
    expect(checkRfcAgainstCurp(rfcOf('BUEX900506'), curpOf('BXEY', { y: 1990, m: 5, d: 6 }))).toBeNull();
    expect(checkRfcAgainstCurp(rfcOf('BUAX900506'), curpOf('BXEY', { y: 1990, m: 5, d: 6 }))).toEqual({ kind: 'TaxIdMismatch' });
  });

  it('says nothing while either answer is missing or invalid (their own checks say why)', () => {
    const curp = curpOf('GARC', { y: 1992, m: 11, d: 3 });
    expect(checkTaxIdConsistency({ personalDetails: { taxId: 'GARC900101K57' } }, MX)).toEqual([]);
    expect(checkTaxIdConsistency({ personalDetails: { personalCode: curp } }, MX)).toEqual([]);
    expect(checkTaxIdConsistency(lead('GARC901301K57', curp), MX)).toEqual([]); // month 13: InvalidIdDate of its own
    expect(checkTaxIdConsistency(lead('GARC900101K57', `${curp.slice(0, 17)}${(Number(curp[17]) + 1) % 10}`), MX)).toEqual([]); // bad CURP check digit
  });

  it.each(COUNTRIES.filter((country) => requireCountryPack(country).checkTaxIdAgainstNationalId === undefined))(
    '%s compares nothing',
    (country) => {
      expect(checkTaxIdConsistency(lead('GARC900101K57', 'GARC921103HJCRMR09'), requireCountryPack(country))).toEqual([]);
    },
  );
});
