import { describe, expect, it } from 'vitest';
import { HOSTILE_PARTNER_URLS, TEST_IDENTITIES } from '../../domain/api/TestIdentities';
import type { Lead } from '../../domain/lead/LeadSchema';
import { applicantAge, decide, offerIdFor, testIdentityKey, type DecisionContext } from '../../server/decision/decide';
import { defaultDecisionConfig } from '../../server/decision/DecisionConfig';
import { TEST_BRAND } from './support/testBrand';
import type { Country } from '../../domain/country/Country';
import { cccdOf, cnpOf, curpOf, peselOf } from '../support/nationalIdMothers';

const ctx = (overrides: Partial<DecisionContext> = {}): DecisionContext => ({
  leadId: 'lead-1',
  brand: TEST_BRAND,
  config: defaultDecisionConfig(TEST_BRAND),
  today: new Date('2026-06-15T12:00:00Z'),
  ...overrides,
});
/** An applicant who passes every rule: 30 years old, income 2000, obligations 500 (25 %), amount 2500. */
const good: Lead = {
  amount: 2500,
  contactDetails: { email: 'ana@example.com' },
  personalDetails: { dateOfBirth: '1996-01-01' },
  incomeDetails: { monthlyIncome: 2000 },
  otherDetails: { negativeCreditHistory: false, overdueDebtAmount: 0 },
  expenses: { monthlyCreditCommitments: 200, rentAmount: 300 },
};
const withLead = (patch: Lead): Lead => ({
  ...good,
  ...patch,
  incomeDetails: { ...good.incomeDetails, ...patch.incomeDetails },
  otherDetails: { ...good.otherDetails, ...patch.otherDetails },
  expenses: { ...good.expenses, ...patch.expenses },
  personalDetails: { ...good.personalDetails, ...patch.personalDetails },
});

describe('decide: the credit policy rows, each at its threshold', () => {
  it.each<[string, Lead, string, number]>([
    ['default-accept', {}, 'accepted', 10],
    // Born 2008-06-15 is 18 on 2026-06-15; born 2008-06-16 is still 17.
    ['age 18 exactly is accepted', { personalDetails: { dateOfBirth: '2008-06-15' } }, 'accepted', 10],
    ['age-below-minimum', { personalDetails: { dateOfBirth: '2008-06-16' } }, 'rejected', 13],
    ['age 75 (76 tomorrow) is accepted', { personalDetails: { dateOfBirth: '1950-06-16' } }, 'accepted', 10],
    ['age-above-maximum', { personalDetails: { dateOfBirth: '1950-06-15' } }, 'rejected', 13],
    ['overdue debt 1000 is accepted', { otherDetails: { overdueDebtAmount: 1000 } }, 'accepted', 10],
    ['overdue-debt-above-brand-maximum', { otherDetails: { overdueDebtAmount: 1001 } }, 'rejected', 13],
    ['income-below-minimum', { incomeDetails: { monthlyIncome: 399 }, expenses: { monthlyCreditCommitments: 0, rentAmount: 0 } }, 'rejected', 13],
    ['income 400 goes to the partner', { incomeDetails: { monthlyIncome: 400 }, expenses: { monthlyCreditCommitments: 0, rentAmount: 0 } }, 'redirected', 12],
    ['negative-credit-history', { otherDetails: { negativeCreditHistory: true } }, 'redirected', 12],
    ['income-below-lending-minimum', { incomeDetails: { monthlyIncome: 999 }, expenses: { monthlyCreditCommitments: 0, rentAmount: 0 } }, 'redirected', 12],
    ['income 1000 is accepted', { incomeDetails: { monthlyIncome: 1000 }, expenses: { monthlyCreditCommitments: 0, rentAmount: 0 } }, 'accepted', 10],
    ['obligations at 40 % are accepted', { expenses: { monthlyCreditCommitments: 500, rentAmount: 300 } }, 'accepted', 10],
    ['debt-to-income-above-maximum', { expenses: { monthlyCreditCommitments: 501, rentAmount: 300 } }, 'redirected', 12],
    ['mortgage counts as an obligation', { expenses: { monthlyCreditCommitments: 0, rentAmount: 0, monthlyMortgageAmount: 801 } }, 'redirected', 12],
    ['amount at the brand maximum is accepted', { amount: 20000 }, 'accepted', 10],
    ['amount-above-brand-maximum', { amount: 20001 }, 'redirected', 12],
    ['no income at all is rejected', { incomeDetails: { monthlyIncome: null } }, 'rejected', 13],
  ])('%s', (_name, patch, status, state) => {
    const d = decide(withLead(patch), ctx());
    expect(d.application.status).toBe(status);
    expect(d.progressState).toBe(state);
  });

  it('names the rule that fired', () => {
    expect(decide(withLead({ otherDetails: { negativeCreditHistory: true } }), ctx()).rule).toBe('negative-credit-history');
  });

  it('is configurable per brand: a higher lending minimum moves the same lead to the partner', () => {
    const config = { ...defaultDecisionConfig(TEST_BRAND), acceptMinimumMonthlyIncome: 2001 };
    expect(decide(good, ctx({ config })).application.status).toBe('redirected');
  });

  it('a partner outcome is a rejection when the brand has no partners', () => {
    const config = { ...defaultDecisionConfig(TEST_BRAND), partners: [] };
    expect(decide(withLead({ otherDetails: { negativeCreditHistory: true } }), ctx({ config })).application.status).toBe('rejected');
  });

  it('is deterministic: same input, same decision and offer id', () => {
    expect(decide(good, ctx())).toEqual(decide(good, ctx()));
    expect(offerIdFor('lead-1')).toBe(offerIdFor('lead-1'));
    expect(offerIdFor('lead-1')).not.toBe(offerIdFor('lead-2'));
    expect(offerIdFor('lead-1')).toMatch(/^OF-[0-9A-F]{8}$/);
  });

  it('a redirect goes to an https URL on the first partner origin', () => {
    const d = decide(withLead({ otherDetails: { negativeCreditHistory: true } }), ctx());
    expect(d.application.partner).toEqual({ name: 'partner-lender.example', url: `https://partner-lender.example/offer/${offerIdFor('lead-1')}` });
  });
});

describe('decide: test identities', () => {
  // A lead the policy would reject, so every row proves the identity wins.
  const poor: Lead = { contactDetails: {}, incomeDetails: { monthlyIncome: 0 } };
  it.each(TEST_IDENTITIES.map((t) => [t.prefix, t.outcome, t.progressState] as const))('%s+…@ → %s (%d)', (prefix, outcome, state) => {
    const d = decide({ ...poor, contactDetails: { email: `${prefix}+run1@example.com` } }, ctx());
    expect(d.application.status).toBe(outcome);
    expect(d.progressState).toBe(state);
  });

  it('hostile identities return the foreign and the javascript: URL', () => {
    expect(decide({ contactDetails: { email: 'redirect-foreign+1@x.es' } }, ctx()).application.partner?.url).toBe(HOSTILE_PARTNER_URLS.foreign);
    expect(decide({ contactDetails: { email: 'Redirect-Script+1@x.es' } }, ctx()).application.partner?.url).toBe(HOSTILE_PARTNER_URLS.script);
  });

  it('offer-stage and checking identities carry what follows (accepted)', () => {
    for (const prefix of ['verify', 'idupload', 'vehicle', 'checking']) {
      expect(decide({ contactDetails: { email: `${prefix}+x@x.es` } }, ctx()).then?.application.status).toBe('accepted');
    }
  });

  it.each([
    [7, 'offer-stage'],
    [10, 'accepted'],
    [11, 'completed'],
    [12, 'redirected'],
    [13, 'rejected'],
    [6, 'checking'],
    [3, 'in-progress'],
    [39, 'offer-stage'],
    [42, 'offer-stage'],
  ])('state%d+…@ forces state %d (%s)', (state, status) => {
    const d = decide({ contactDetails: { email: `state${state}+x@example.com` } }, ctx());
    expect(d.progressState).toBe(state);
    expect(d.application.status).toBe(status);
  });

  it.each(['state0+x@x.es', 'state43+x@x.es', 'accept@x.es', 'unknown+x@x.es', '+accept@x.es'])('%s is not a test identity', (email) => {
    expect(decide({ ...good, contactDetails: { email } }, ctx()).rule).toBe('default-accept');
  });

  it('test identities can be switched off per brand', () => {
    const config = { ...defaultDecisionConfig(TEST_BRAND), testIdentities: false };
    expect(decide({ ...good, contactDetails: { email: 'reject+x@x.es' } }, ctx({ config })).application.status).toBe('accepted');
  });

  it('testIdentityKey reads the local part before + , lowercased', () => {
    expect(testIdentityKey('ACCEPT+a@b.c')).toBe('accept');
    expect(testIdentityKey('a+b+c@x.es')).toBe('a');
    expect(testIdentityKey('plain@x.es')).toBeNull();
    expect(testIdentityKey(null)).toBeNull();
  });
});

describe('decide: the age rules read the one identity (domain/country/applicantIdentity.ts), the national id included', () => {
  /** `good` with no typed date of birth: the flow asked only the national id (pl-pozyczka, ro-credit, mx-presta, vn-vaynhanh). */
  const withIdOnly = (personalCode: string): Lead => ({ ...good, personalDetails: { personalCode } });
  const inCountry = (country: Country) => ctx({ brand: { ...TEST_BRAND, country } });
  const born80YearsAgo = { y: 1946, m: 6, d: 15 }; // 80 on 2026-06-15
  const born75 = { y: 1950, m: 6, d: 16 }; // 75, 76 tomorrow

  it.each<[string, Country, (date: { y: number; m: number; d: number }) => string]>([
    ['PESEL', 'PL', (date) => peselOf(date)],
    ['CNP', 'RO', (date) => cnpOf(date)],
    ['CURP', 'MX', (date) => curpOf('GARC', date)],
  ])('an 80-year-old with only a %s is rejected by age-above-maximum; 75 is accepted', (_name, country, idOf) => {
    expect(decide(withIdOnly(idOf(born80YearsAgo)), inCountry(country))).toMatchObject({ rule: 'age-above-maximum', application: { status: 'rejected' } });
    expect(decide(withIdOnly(idOf(born75)), inCountry(country)).rule).toBe('default-accept');
    expect(decide(withIdOnly(idOf({ y: 2008, m: 6, d: 16 })), inCountry(country)).rule).toBe('age-below-minimum');
  });

  it('a CCCD (year only) is refused only when the holder is certainly over 75 (born 31 December of the year) or certainly under 18', () => {
    expect(decide(withIdOnly(cccdOf(1949)), inCountry('VN')).rule).toBe('age-above-maximum');
    expect(decide(withIdOnly(cccdOf(1950)), inCountry('VN')).rule).toBe('default-accept');
    expect(decide(withIdOnly(cccdOf(2008)), inCountry('VN')).rule).toBe('default-accept');
    expect(decide(withIdOnly(cccdOf(2009)), inCountry('VN')).rule).toBe('age-below-minimum');
  });

  it('a younger typed date of birth does not hide the age inside the id', () => {
    const lead: Lead = { ...good, personalDetails: { personalCode: peselOf(born80YearsAgo), dateOfBirth: '1990-01-01' } };
    expect(decide(lead, inCountry('PL')).rule).toBe('age-above-maximum');
  });
});

describe('applicantAge', () => {
  it.each([
    ['2008-06-15', 18],
    ['2008-06-16', 17],
    ['2000-02-29', 26],
    ['2007-02-29', null],
    ['not a date', null],
  ])('%s → %s on 2026-06-15', (dob, age) => {
    expect(applicantAge({ personalDetails: { dateOfBirth: dob } }, 'ES', new Date('2026-06-15T00:00:00Z'))).toBe(age);
  });
});
