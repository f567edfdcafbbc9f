import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ES_PACK } from '../../../../domain/country/es/esPack';
import { resolveFlow } from '../../../../domain/flow/catalogue';
import { stepApplies, type StepCondition } from '../../../../domain/flow/stepCondition';
import type { Lead } from '../../../../domain/lead/LeadSchema';
import { firstUnansweredStep } from '../../../../ui/stores/firstUnansweredStep';

const tenant = { when: { field: 'otherDetails.housingTenure', equals: 'TENANT' } } as const;
const employed: { when: StepCondition } = { when: { field: 'incomeDetails.incomeSource', in: ['EMPLOYED_PERMANENT', 'EMPLOYED_TEMPORARY'] } };
const withDebts = { when: { field: 'expenses.creditCommitments', equals: true } } as const;

describe('stepApplies (brand.json `when`, issue 11 §3)', () => {
  it('a step without a condition always applies', () => {
    expect(stepApplies({}, {})).toBe(true);
  });

  it('equals: applies on that answer only', () => {
    expect(stepApplies(tenant, { otherDetails: { housingTenure: 'TENANT' } })).toBe(true);
    expect(stepApplies(tenant, { otherDetails: { housingTenure: 'OWNER' } })).toBe(false);
  });

  it('in: applies on any listed answer', () => {
    expect(stepApplies(employed, { incomeDetails: { incomeSource: 'EMPLOYED_TEMPORARY' } })).toBe(true);
    expect(stepApplies(employed, { incomeDetails: { incomeSource: 'PENSIONER' } })).toBe(false);
  });

  it('compares yes/no answers as booleans, not as their text', () => {
    expect(stepApplies(withDebts, { expenses: { creditCommitments: true } })).toBe(true);
    expect(stepApplies(withDebts, { expenses: { creditCommitments: false } })).toBe(false);
  });

  it('an unanswered field fails every condition, whatever it expects', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.boolean(), fc.integer()), (expected) => {
        expect(stepApplies({ when: { field: 'otherDetails.housingTenure', equals: expected } }, {})).toBe(false);
        expect(stepApplies({ when: { field: 'otherDetails.housingTenure', in: [expected] } }, { otherDetails: {} })).toBe(false);
      }),
    );
  });
});

describe('firstUnansweredStep respects the conditions', () => {
  const flow = resolveFlow(
    {
      flowId: 'test',
      country: 'ES',
      flow: ['initial-details', 'housing-tenure', { step: 'rent-amount', ...tenant }, 'pep-details'],
    },
    ES_PACK,
  );
  const contact: Lead = { contactDetails: { email: 'ana@example.es', phoneNumber: '+34612345678' }, generalPolicies: true, amount: 2500, period: 60 };
  const pep = { isPoliticallyExposed: false, connectedToPep: false };

  it('a skipped step is not missing: an owner is done without a rent', () => {
    expect(firstUnansweredStep(flow, { ...contact, otherDetails: { housingTenure: 'OWNER', ...pep } })).toBeNull();
  });

  it('a step that applies is missing until answered: a tenant owes the rent', () => {
    expect(firstUnansweredStep(flow, { ...contact, otherDetails: { housingTenure: 'TENANT', ...pep } })).toBe('rent-amount');
    expect(firstUnansweredStep(flow, { ...contact, otherDetails: { housingTenure: 'TENANT', ...pep }, expenses: { rentAmount: 650 } })).toBeNull();
  });

  it('before the deciding answer the conditional step is not asked yet: the deciding step is', () => {
    expect(firstUnansweredStep(flow, { ...contact, otherDetails: pep })).toBe('housing-tenure');
  });
});
