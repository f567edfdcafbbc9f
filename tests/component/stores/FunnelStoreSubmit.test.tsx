import { reaction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { appFixture } from './support/appFixture';

const contact = { contactDetails: { email: 'ana@example.es', phoneNumber: '+34612345678' }, generalPolicies: true, amount: 2500, period: 60 };

describe('FunnelStore: the final submission renders its answer in one commit (issue 25 item 4)', () => {
  it('the outcome is followed in the action that takes its state: whatever reacts to the decided state finds the navigation made', async () => {
    const { stores } = await appFixture();
    await stores.funnel.start('');
    await stores.funnel.saveStep('initial-details', contact);
    await stores.funnel.saves?.flush();
    let navigatedTo = '';
    const seenWith: string[] = [];
    // A screen is such a reaction: it renders once, with the state and the location together.
    const stop = reaction(
      () => stores.funnel.progressState,
      () => seenWith.push(navigatedTo),
    );
    const outcome = await stores.funnel.submit((followed) => {
      if (followed.kind === 'route') navigatedTo = followed.route;
    });
    stop();
    expect(outcome).toEqual({ kind: 'route', route: '/accepted', method: 'PUSH' });
    expect(seenWith).toEqual(['/accepted']);
    expect(stores.funnel.saving).toBe(false);
  });

  it('a failed submission is followed too, with the failure kept for the notice', async () => {
    const { stores, gateway } = await appFixture();
    await stores.funnel.start('');
    await stores.funnel.saveStep('initial-details', contact);
    await stores.funnel.saves?.flush();
    gateway.failNext('submitApplication', { kind: 'Server', status: 503 }, { kind: 'Server', status: 503 }, { kind: 'Server', status: 503 });
    const followed: string[] = [];
    expect(await stores.funnel.submit((outcome) => followed.push(outcome.kind))).toEqual({ kind: 'failed', reason: 'Server' });
    expect(followed).toEqual(['failed']);
    expect(stores.funnel.failure).toBe('Server');
    expect(stores.funnel.lead.contactDetails?.email).toBe('ana@example.es');
  });
});
