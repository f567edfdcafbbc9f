import { reaction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { reviewSections } from '../../../ui/steps/reviewSections';
import { appFixture } from './support/appFixture';

const contact = { contactDetails: { email: 'ana@example.es', phoneNumber: '+34612345678' }, generalPolicies: true, amount: 2500, period: 60 };
// A brand flow with conditions (brand.json `flow`): rent for tenants, the mortgage for owners with one.
const flow = [
  'initial-details',
  'housing-tenure',
  { step: 'rent-amount', when: { field: 'otherDetails.housingTenure', equals: 'TENANT' } },
  { step: 'monthly-mortgage-amount', when: { field: 'otherDetails.housingTenure', equals: 'OWNER_WITH_MORTGAGE' } },
  'pep-details',
] as const;

async function answered(housingTenure: string) {
  const fixture = await appFixture({ flow: [...flow] });
  const { funnel } = fixture.stores;
  await funnel.start('');
  await funnel.saveStep('initial-details', contact);
  const saved = await funnel.saveStep('housing-tenure', { otherDetails: { housingTenure } });
  return { ...fixture, funnel, saved };
}

describe('FunnelStore asks a conditional step only when its condition holds (issue 11 §3)', () => {
  it('a tenant is asked the rent next, an owner with a mortgage its payment, an outright owner neither', async () => {
    expect((await answered('TENANT')).saved).toEqual({ kind: 'saved', nextPath: 'rent-amount' });
    expect((await answered('OWNER_WITH_MORTGAGE')).saved).toEqual({ kind: 'saved', nextPath: 'monthly-mortgage-amount' });
    expect((await answered('OWNER')).saved).toEqual({ kind: 'saved', nextPath: 'pep-details' });
  });

  it('Back, numbering and the step count skip what is not asked', async () => {
    const { funnel } = await answered('OWNER');
    expect(funnel.previousOf('pep-details')).toBe('housing-tenure');
    expect(funnel.steps.map((step) => step.path)).toEqual(['initial-details', 'housing-tenure', 'pep-details']);
    expect(funnel.positionOf('pep-details')).toBe(3);
  });

  it('an answer that changes no condition keeps the asked steps as they were (no step renders again: issue 14); one that does changes them', async () => {
    const { funnel } = await answered('OWNER');
    const changes: string[][] = [];
    const stop = reaction(() => funnel.steps, (steps) => changes.push(steps.map((step) => step.path)));
    await funnel.saveStep('pep-details', { otherDetails: { isPoliticallyExposed: false, connectedToPep: false } });
    expect(changes).toEqual([]);
    await funnel.saveStep('housing-tenure', { otherDetails: { housingTenure: 'TENANT' } });
    stop();
    expect(changes).toEqual([['initial-details', 'housing-tenure', 'rent-amount', 'pep-details']]);
    expect(funnel.nextOf('housing-tenure')).toBe('rent-amount');
    expect(funnel.previousOf('pep-details')).toBe('rent-amount');
    expect(funnel.previousOf('initial-details')).toBeNull();
    // A step not asked, reached by its URL, still has its neighbours among the steps asked.
    expect(funnel.previousOf('monthly-mortgage-amount')).toBe('rent-amount');
    expect(funnel.nextOf('monthly-mortgage-amount')).toBe('pep-details');
  });

  it('a tenant is done only with the rent; an owner is done without it, and the review lists no rent', async () => {
    const tenant = await answered('TENANT');
    await tenant.funnel.saveStep('pep-details', { otherDetails: { isPoliticallyExposed: false, connectedToPep: false } });
    expect(tenant.funnel.allAnswered).toBe(false);
    expect(tenant.funnel.resumePath).toBe('rent-amount');

    const owner = await answered('OWNER');
    await owner.funnel.saveStep('pep-details', { otherDetails: { isPoliticallyExposed: false, connectedToPep: false } });
    expect(owner.funnel.allAnswered).toBe(true);
    const rows = reviewSections(owner.funnel.flow, owner.funnel.lead, owner.brand, { country: 'ES', intlLocale: 'es-ES', callingCode: '+34' }, (key) => key).flatMap((section) => section.rows);
    expect(rows.map((row) => row.key)).toContain('otherDetails.housingTenure');
    expect(rows.map((row) => row.key)).not.toContain('expenses.rentAmount');
    expect(rows.map((row) => row.key)).not.toContain('expenses.monthlyMortgageAmount');
  });

  it('changing the deciding answer changes the path: owner, then tenant, is asked the rent', async () => {
    const { funnel } = await answered('OWNER');
    expect(await funnel.saveStep('housing-tenure', { otherDetails: { housingTenure: 'TENANT' } })).toEqual({ kind: 'saved', nextPath: 'rent-amount' });
  });
});
