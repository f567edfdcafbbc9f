import { autorun } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { appFixture } from './support/appFixture';

const contact = { contactDetails: { email: 'ana@example.es', phoneNumber: '+34612345678' }, generalPolicies: true, amount: 2500, period: 60 };

describe('FunnelStore (docs/product.md "Screens and routes": dynamic flow, docs/sessions-and-storage.md "Session id") over the real use cases', () => {
  it('starts the session from the landing URL: amount snapped into the brand range, first step to answer is initial-details', async () => {
    const { stores } = await appFixture();
    await stores.funnel.start('?amount=2550&period=60');
    expect(stores.funnel.started).toBe(true);
    expect(stores.funnel.lead.amount).toBe(2600);
    expect(stores.funnel.resumePath).toBe('initial-details');
  });

  it('the first save creates the lead once and answers the next step; the second save updates it', async () => {
    const { stores, gateway } = await appFixture();
    await stores.funnel.start('');
    expect(await stores.funnel.saveStep('initial-details', contact)).toEqual({ kind: 'saved', nextPath: 'loan-purpose' });
    await vi.waitFor(() => expect(stores.funnel.saveStatus?.pending).toBe(0));
    expect(await stores.funnel.saveStep('loan-purpose', { otherDetails: { loanPurpose: 'OTHER' } })).toEqual({ kind: 'saved', nextPath: 'name' });
    await vi.waitFor(() => expect(stores.funnel.saveStatus?.pending).toBe(0));
    expect(gateway.callsOf('createApplication')).toHaveLength(1);
    expect(gateway.callsOf('saveAnswers')).toHaveLength(1);
    expect(stores.funnel.lead.otherDetails?.loanPurpose).toBe('OTHER');
    expect(stores.funnel.resumePath).toBe('name');
  });

  it('the last page saves with no next step (the review page follows)', async () => {
    const { stores } = await appFixture();
    await stores.funnel.start('');
    await stores.funnel.saveStep('initial-details', contact);
    expect(await stores.funnel.saveStep('pep-details', { otherDetails: { isPoliticallyExposed: false, connectedToPep: false } })).toEqual({ kind: 'saved', nextPath: null });
  });

  it('submit follows the decision to its route (accepted → /accepted, PUSH)', async () => {
    const { stores } = await appFixture();
    await stores.funnel.start('');
    await stores.funnel.saveStep('initial-details', contact);
    expect(await stores.funnel.submit()).toEqual({ kind: 'route', route: '/accepted', method: 'PUSH' });
  });

  it('a server field error selects the earliest page holding the field and keeps it on that page', async () => {
    const { stores, gateway } = await appFixture();
    await stores.funnel.start('');
    await stores.funnel.saveStep('initial-details', contact);
    gateway.failNext('submitApplication', { kind: 'Validation', status: 422, fieldErrors: [{ field: 'personalDetails.personalCode', code: 'InvalidChecksum', message: 'x' }, { field: 'incomeDetails.iban', code: 'InvalidChecksum', message: 'y' }] });
    expect(await stores.funnel.submit()).toEqual({ kind: 'fieldErrors', path: 'personal-code' });
    expect(stores.funnel.errorsOf('personal-code').map((error) => error.code)).toEqual(['InvalidChecksum']);
    expect(stores.funnel.errorsOf('bank-account')).toHaveLength(1);
  });

  it('a network failure keeps the answers and says why, and the submit waits for the save it holds up', async () => {
    const { stores, gateway } = await appFixture();
    await stores.funnel.start('');
    const failing: Array<string | null> = [];
    autorun(() => failing.push(stores.funnel.saveStatus?.failing ?? null));
    gateway.failNext('createApplication', { kind: 'Network' }, { kind: 'Network' }, { kind: 'Network' }, { kind: 'Network' });
    expect(await stores.funnel.saveStep('initial-details', contact)).toEqual({ kind: 'saved', nextPath: 'loan-purpose' });
    expect(stores.funnel.lead.contactDetails?.email).toBe('ana@example.es');
    await vi.waitFor(() => expect(failing).toContain('Network'));
    // The submit's flush answers the next failed attempt's error (the fixture's backoff is instant, so it may be the last).
    const submitted = await stores.funnel.submit();
    expect(['failed', 'route']).toContain(submitted.kind);
    if (submitted.kind === 'failed') {
      expect(stores.funnel.failure).toBe('Network');
      expect(await stores.funnel.submit()).toEqual({ kind: 'route', route: '/accepted', method: 'PUSH' });
    }
    expect(stores.funnel.saving).toBe(false);
    const keys = gateway.callsOf('createApplication').map((call) => (call.args[1] as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(5);
    expect(new Set(keys).size).toBe(1);
  });

  it('resume loads the saved lead with its sensitive answers and lands where its progress points', async () => {
    const { stores, gateway } = await appFixture();
    gateway.seed({ id: 'lead-9', contactDetails: { email: 'ana@example.es' }, personalDetails: { personalCode: '12345678Z' } }, 0);
    await stores.funnel.start('');
    const outcome = await stores.funnel.resume('lead-9');
    expect(outcome.kind).toBe('route');
    expect(stores.funnel.lead.personalDetails?.personalCode).toBe('12345678Z');
  });

  it('a resume in a fresh browser lands on the first unanswered step of the full flow, not the last step start-up knows', async () => {
    const { stores, gateway } = await appFixture();
    gateway.seed({ id: 'lead-7', ...contact, otherDetails: { loanPurpose: 'OTHER' }, personalDetails: { firstName: 'Ana', lastName: 'García' } }, 0);
    await stores.funnel.start('');
    expect(stores.funnel.flowReady).toBe(false);
    await stores.funnel.resume('lead-7');
    expect(stores.funnel.flowReady).toBe(true);
    expect(stores.funnel.resumePath).toBe('personal-code');
  });

  it('readies what Continue needs while the first step is answered: the save queue and the full flow (issue 14)', async () => {
    const { stores, gateway } = await appFixture();
    stores.funnel.prepareAhead();
    // Before start there is no state for the queue to save: nothing is readied.
    await vi.waitFor(() => expect(stores.funnel.saves).toBeNull(), { timeout: 50 });
    await stores.funnel.start('');
    expect(stores.funnel.flowReady).toBe(false);
    stores.funnel.prepareAhead();
    await vi.waitFor(() => expect(stores.funnel.saves).not.toBeNull());
    await vi.waitFor(() => expect(stores.funnel.flowReady).toBe(true));
    expect(stores.funnel.savesReported).toBe(true);
    // Nothing was sent: readying is not saving.
    expect(gateway.calls).toHaveLength(0);
  });

  it("resume passes the link's affiliate transaction id on (docs/product.md \"Calls\": continue with refTransactionId)", async () => {
    const { stores, gateway } = await appFixture();
    gateway.seed({ id: 'lead-9', contactDetails: { email: 'ana@example.es' } }, 0);
    await stores.funnel.start('');
    await stores.funnel.resume('lead-9', 'tx-42');
    expect(gateway.callsOf('resumeApplication').at(-1)?.args[0]).toMatchObject({ id: 'lead-9', refTransactionId: 'tx-42' });
  });

  it('an unknown lead id fails the resume', async () => {
    const { stores } = await appFixture();
    await stores.funnel.start('');
    expect(await stores.funnel.resume('nope')).toEqual({ kind: 'failed', reason: 'NotFound' });
  });
});
