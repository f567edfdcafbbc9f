import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BrandConfig } from '../../../domain/brand/BrandConfigSchema';
import type { Lead } from '../../../domain/lead/LeadSchema';
import { mergeLead } from '../../../server/leads/LeadRecord';
import { CROSS_CHECKED_ANSWERS, touchesCrossCheckedAnswers, validateConsistency } from '../../../server/validation/validateLeadAnswers';

// The update route stores a patch without reading the lead when touchesCrossCheckedAnswers(patch) is false
// (server/routes/leadRoutes.ts): that is sound only if such a patch can never change what validateConsistency finds.
// Values are drawn from pools that make both cross-field rules fire and pass (a PESEL with its birth date and without,
// Spanish postcodes with their province and another one).
const brandOf = (country: 'ES' | 'PL'): BrandConfig => ({ country }) as BrandConfig;
const pick = <T>(...values: T[]) => fc.option(fc.constantFrom(...values), { nil: undefined, freq: 2 });
const personal = fc.record(
  { personalCode: pick('44051401359', '02070803628', 'not-an-id'), dateOfBirth: pick('1944-05-14', '1990-01-01', '2002-07-08'), idDocumentType: pick('dni', 'nie', 'passport'), firstName: pick('Ana', 'Jan') },
  { requiredKeys: [] },
);
const contact = fc.record(
  { postalCode: pick('28001', '08001', '99999'), province: pick('Madrid', 'Barcelona', 'Girona', ''), email: pick('ana@example.com') },
  { requiredKeys: [] },
);
const storedLead = fc.record({ personalDetails: fc.option(personal, { nil: undefined }), contactDetails: fc.option(contact, { nil: undefined }), amount: pick(2500) }, { requiredKeys: [] });
const section = (values: fc.Arbitrary<Record<string, unknown>>) => fc.oneof(values, fc.constant(null), fc.constant('text'), fc.constant([1]));
const patchOf = fc.record(
  { personalDetails: section(personal), contactDetails: section(contact), incomeDetails: fc.record({ monthlyIncome: fc.integer({ min: 0, max: 9000 }) }), amount: pick(3000) },
  { requiredKeys: [] },
);

describe('touchesCrossCheckedAnswers (the one-statement save skips the cross-field checks)', () => {
  it('a patch it calls untouching leaves validateConsistency of the merged lead as it was on the stored one', () => {
    fc.assert(
      fc.property(fc.constantFrom('ES' as const, 'PL' as const), storedLead, patchOf, (country, stored, patch) => {
        fc.pre(!touchesCrossCheckedAnswers(patch as Lead));
        const brand = brandOf(country);
        expect(validateConsistency(mergeLead(stored as Lead, patch as Lead), brand)).toEqual(validateConsistency(stored as Lead, brand));
      }),
      { numRuns: 1000 },
    );
  });

  it('calls touching every patch that sets, clears or replaces a cross-checked answer or its section', () => {
    for (const [sectionName, keys] of Object.entries(CROSS_CHECKED_ANSWERS)) {
      for (const key of keys) {
        expect(touchesCrossCheckedAnswers({ [sectionName]: { [key]: 'x' } } as Lead)).toBe(true);
        expect(touchesCrossCheckedAnswers({ [sectionName]: { [key]: null } } as Lead)).toBe(true);
      }
      expect(touchesCrossCheckedAnswers({ [sectionName]: null } as Lead)).toBe(true);
      expect(touchesCrossCheckedAnswers({ [sectionName]: { firstName: 'Ana', email: 'a@example.com' } } as Lead)).toBe(false);
    }
    expect(touchesCrossCheckedAnswers({ incomeDetails: { monthlyIncome: 1500 } } as Lead)).toBe(false);
  });
});
