import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Lead } from '../../../domain/lead/LeadSchema';
import { normaliseLeadAnswers, validateLeadAnswers } from '../../../server/validation/validateLeadAnswers';
import { shippedBrand } from '../../support/shippedBrand';

// The lead routes store a body's answers through normaliseLeadAnswers (server/routes/leadRoutes.ts answersOf): a client
// other than the funnel gets the same stored form as the funnel's own normaliser gives.
const ES = shippedBrand('es-vehicle');
const today = { y: 2026, m: 11, d: 27 };

describe('normaliseLeadAnswers: a body stored as the funnel stores it', () => {
  it('stores a typed "IBAN ES91 2100 0418 4502 0005 1332" as ES9121000418450200051332, and the rest as sent', () => {
    const lead = { incomeDetails: { iban: 'IBAN ES91 2100 0418 4502 0005 1332', bankCode: 'x' }, personalDetails: { personalCode: ' 12345678-z', firstName: 'Ana ' } } as Lead;
    const before = structuredClone(lead);
    const stored = normaliseLeadAnswers(lead, ES);
    expect(stored.incomeDetails?.iban).toBe('ES9121000418450200051332');
    expect(stored.personalDetails?.personalCode).toBe('12345678Z');
    expect(stored.personalDetails?.firstName).toBe('Ana ');
    expect(stored.incomeDetails?.bankCode).toBe('x');
    expect(lead).toEqual(before);
    expect(validateLeadAnswers(stored, ES, today)).toEqual([]);
  });

  it('returns the body itself when every answer is already in its stored form', () => {
    const lead = { incomeDetails: { iban: 'ES9121000418450200051332' }, amount: 5000 } as Lead;
    expect(normaliseLeadAnswers(lead, ES)).toBe(lead);
  });

  it('is idempotent and keeps the verdict of the checks', () => {
    const section = fc.record({ iban: fc.string({ maxLength: 30 }), bankCode: fc.string({ maxLength: 4 }) }, { requiredKeys: [] });
    const contact = fc.record({ postalCode: fc.string({ maxLength: 8 }), email: fc.string({ maxLength: 12 }) }, { requiredKeys: [] });
    fc.assert(
      fc.property(fc.record({ incomeDetails: section, contactDetails: contact }, { requiredKeys: [] }), (body) => {
        const once = normaliseLeadAnswers(body as Lead, ES);
        expect(normaliseLeadAnswers(once, ES)).toEqual(once);
        expect(validateLeadAnswers(once, ES, today).map((error) => error.field)).toEqual(validateLeadAnswers(body as Lead, ES, today).map((error) => error.field));
      }),
    );
  });
});
