import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answersOnFile, nationalIdMismatches } from '../../../../domain/offer/answersOnFile';
import { checkOfferStep } from '../../../../domain/offer/checkOfferStep';
import { OFFER_SCREEN_DEFINITIONS, offerScreenFor } from '../../../../domain/offer/offerScreenDefinitions';
import { readPath } from '../../../../domain/lead/dottedPaths';
import type { Lead } from '../../../../domain/lead/LeadSchema';
import { normaliseIdentifier } from '../../../../domain/validation/normaliseIdentifier';
import { VALID_OFFER_DATA } from '../../../api/support/offerScreenData';

const wniosek = offerScreenFor('/wniosek')!;
const cnp = offerScreenFor('/cnp')!;
const PESEL_ON_FILE = '02220703523';
const polishLead: Lead = {
  personalDetails: { personalCode: PESEL_ON_FILE, firstName: 'Anna' },
  otherDetails: { maritalStatus: 'MARRIED', numberOfDependants: 2, housingTenure: 'TENANT' },
  incomeDetails: { monthlyIncome: 6500 },
  employer: { name: 'Firma Sp. z o.o.' },
};

describe('answersOnFile: a screen starts from what the lead holds (issue 22 item 6)', () => {
  it.each(OFFER_SCREEN_DEFINITIONS.map((d) => [d.route, d] as const))('%s: only its own questions, each with the lead\'s answer', (_route, definition) => {
    const held = answersOnFile(definition, polishLead, 'PL');
    for (const field of definition.fields) {
      const value = readPath(held, field.name);
      if (value !== undefined) expect(value).toEqual(readPath(polishLead, field.name));
    }
    const names = new Set(definition.fields.map((field) => field.name));
    const leaves = (lead: Lead, prefix = ''): string[] =>
      Object.entries(lead).flatMap(([key, value]) => (value !== null && typeof value === 'object' ? leaves(value as Lead, `${prefix}${key}.`) : [`${prefix}${key}`]));
    for (const leaf of leaves(held)) expect(names.has(leaf), leaf).toBe(true);
  });

  it('prefills the marital details and the wniosek supplement the funnel already asked', () => {
    expect(answersOnFile(offerScreenFor('/marital-details')!, polishLead, 'PL')).toEqual({ otherDetails: { maritalStatus: 'MARRIED', numberOfDependants: 2 } });
    expect(answersOnFile(offerScreenFor('/wniosek-uzupelnienie')!, polishLead, 'PL')).toEqual({
      employer: { name: 'Firma Sp. z o.o.' },
      incomeDetails: { monthlyIncome: 6500 },
      otherDetails: { housingTenure: 'TENANT' },
    });
  });

  it('prefills a partner\'s national id only when the lead\'s is of that country', () => {
    expect(answersOnFile(wniosek, polishLead, 'PL')).toEqual({ personalDetails: { personalCode: PESEL_ON_FILE } });
    // A Spanish lead's DNI is not a PESEL, nor a CNP.
    expect(answersOnFile(wniosek, { personalDetails: { personalCode: '12345678Z' } }, 'ES')).toEqual({});
    expect(answersOnFile(cnp, { personalDetails: { personalCode: '12345678Z' } }, 'ES')).toEqual({});
    expect(answersOnFile(cnp, { personalDetails: { personalCode: '1960521400105' } }, 'RO')).toEqual({ personalDetails: { personalCode: '1960521400105' } });
  });
});

describe('nationalIdMismatches: a partner\'s screen takes only the national id on file', () => {
  const sent = (personalCode: string): Lead => ({ personalDetails: { personalCode } });

  it('refuses another person\'s PESEL (the issue\'s 44051401359 for a lead holding 02220703523)', () => {
    expect(nationalIdMismatches(wniosek, sent('44051401359'), polishLead, 'PL')).toEqual([expect.objectContaining({ field: 'personalDetails.personalCode', code: 'NationalIdMismatch' })]);
    expect(nationalIdMismatches(wniosek, sent(PESEL_ON_FILE), polishLead, 'PL')).toEqual([]);
  });

  it('compares nothing without an id on file, or for another country\'s id than the lead\'s', () => {
    expect(nationalIdMismatches(wniosek, sent('44051401359'), {}, 'PL')).toEqual([]);
    expect(nationalIdMismatches(wniosek, sent('44051401359'), { personalDetails: { personalCode: '12345678Z' } }, 'ES')).toEqual([]);
  });

  it('compares normalised ids: the same id typed with spaces, dots, dashes or in lower case is the same; any other is not', () => {
    const id = fc.stringMatching(/^[0-9A-Z]{6,18}$/);
    fc.assert(
      fc.property(id, id, fc.array(fc.constantFrom(' ', '-', '.'), { maxLength: 4 }), fc.boolean(), (held, other, separators, lower) => {
        const typed = separators.reduce((text, separator, index) => `${text.slice(0, index + 1)}${separator}${text.slice(index + 1)}`, lower ? held.toLowerCase() : held);
        expect(nationalIdMismatches(wniosek, sent(typed), sent(held), 'PL')).toEqual([]);
        expect(nationalIdMismatches(wniosek, sent(other), sent(held), 'PL')).toHaveLength(normaliseIdentifier(other) === held ? 0 : 1);
      }),
      { numRuns: 200 },
    );
  });

  it('checkOfferStep refuses a mismatch only once the id passes its own rule', () => {
    const ctx = { country: 'PL' as const, today: { y: 2026, m: 6, d: 15 }, referenceData: {}, onFile: polishLead };
    const data = (personalCode: string) => ({ ...VALID_OFFER_DATA.wniosek, personalDetails: { ...(VALID_OFFER_DATA.wniosek?.personalDetails as object), personalCode } });
    const other = checkOfferStep(wniosek, data('44051401359'), ctx);
    expect(other.ok ? [] : other.error.errors.map((error) => `${error.field}:${error.code}`)).toEqual(['personalDetails.personalCode:NationalIdMismatch']);
    const broken = checkOfferStep(wniosek, data('44051401358'), ctx);
    expect(broken.ok ? [] : broken.error.errors.map((error) => error.code)).toEqual(['InvalidChecksum']);
    expect(checkOfferStep(wniosek, data(PESEL_ON_FILE), ctx).ok).toBe(true);
  });
});
