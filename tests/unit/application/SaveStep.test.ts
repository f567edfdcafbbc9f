import { describe, expect, it } from 'vitest';
import type { LeadGateway } from '../../../application/ports/LeadGateway';
import { FunnelStorage } from '../../../application/session/FunnelStorage';
import { OperationKeys } from '../../../application/tracking/OperationKeys';
import { FAILED_TO_POST_LEAD, FAILED_TO_UPDATE_LEAD } from '../../../application/usecases/saveLead';
import { SaveStep } from '../../../application/usecases/SaveStep';
import { InMemoryKeyValueStorage } from '../../support/InMemoryKeyValueStorage';
import { SpyLogger } from '../../support/SpyLogger';
import { aFunnelState, aLead, aSavedState } from '../../support/leadMother';
import { esPages, harness, saveDeps } from './support/harness';

const initialAnswers = { contactDetails: { email: 'ana@example.es', phoneNumber: '612345678' }, generalPolicies: true, amount: 3000 };

function setUp(memory = new InMemoryKeyValueStorage()) {
  const h = harness(memory);
  return { ...h, saveStep: new SaveStep(saveDeps(h)) };
}

describe('SaveStep (docs/product.md "Screens and routes": dynamic flow, docs/sessions-and-storage.md "Persistence", docs/product.md "Calls": create/update)', () => {
  it('creates the lead on the first save with everything known, stores the returned id and moves to the next page', async () => {
    const { saveStep, gateway, memory, keys } = setUp();
    const result = await saveStep.execute({ state: aFunnelState({ lead: aLead({ amount: 2500, contactDetails: {} }) }), pagePath: 'initial-details', answers: initialAnswers });
    if (!result.ok) throw new Error(result.error.kind);
    expect(result.value.created).toBe(true);
    expect(result.value.nextPath).toBe('loan-purpose');
    expect(result.value.state.lead.id).toBe('lead-1');
    expect(memory.read('lid')).toBe('lead-1');
    const [create] = gateway.callsOf('createApplication');
    expect(create?.args[0]).toMatchObject({ amount: 3000, sessionId: aLead().sessionId, contactDetails: { email: 'ana@example.es' } });
    expect(gateway.callsOf('saveAnswers')).toHaveLength(0);
    expect(keys.peek('leadCreate')).toBeUndefined();
    expect(result.value.state.other.progressState).toBe(1);
  });

  it('updates afterwards with the page\'s own data points and the id (PUT /v3/lead)', async () => {
    const { saveStep, gateway } = setUp();
    gateway.seed({ ...aLead(), id: 'lead-1' });
    const result = await saveStep.execute({ state: aSavedState('lead-1', 1, { pages: esPages() }), pagePath: 'name', answers: { personalDetails: { firstName: 'Ana', lastName: 'García' } } });
    expect(result.ok).toBe(true);
    expect(gateway.callsOf('createApplication')).toHaveLength(0);
    expect(gateway.callsOf('saveAnswers')[0]?.args).toEqual([{ id: 'lead-1', personalDetails: { firstName: 'Ana', lastName: 'García' } }]);
  });

  describe('failures keep the answers and the idempotency key while the outcome is unknown', () => {
    it.each([
      ['network failure', { kind: 'Network' as const }],
      ['timeout', { kind: 'Timeout' as const }],
      ['5xx after the gateway\'s own retries', { kind: 'Server' as const, status: 503 }],
    ])('%s: the error carries the answers, the retry sends the same Idempotency-Key, one lead exists', async (_label, failure) => {
      const { saveStep, gateway, logger } = setUp();
      gateway.failNext('createApplication', failure);
      const state = aFunnelState();
      const failed = await saveStep.execute({ state, pagePath: 'initial-details', answers: initialAnswers });
      if (failed.ok) throw new Error('expected a failure');
      expect(failed.error.kind).toBe(failure.kind);
      expect(failed.error.state.lead.contactDetails?.email).toBe('ana@example.es');
      expect(logger.logged(FAILED_TO_POST_LEAD, 'error')).toBe(true);
      const retried = await saveStep.execute({ state: failed.error.state, pagePath: 'initial-details', answers: {} });
      expect(retried.ok).toBe(true);
      const keysSent = gateway.callsOf('createApplication').map((call) => (call.args[1] as { idempotencyKey: string }).idempotencyKey);
      expect(keysSent).toHaveLength(2);
      expect(keysSent[0]).toBe(keysSent[1]);
      expect(gateway.leads.size).toBe(1);
    });

    it('a reload between the failure and the retry reuses the Idempotency-Key (kept in storage)', async () => {
      const memory = new InMemoryKeyValueStorage();
      const first = setUp(memory);
      first.gateway.failNext('createApplication', { kind: 'Network' });
      await first.saveStep.execute({ state: aFunnelState(), pagePath: 'initial-details', answers: initialAnswers });
      const sentBefore = (first.gateway.callsOf('createApplication')[0]?.args[1] as { idempotencyKey: string }).idempotencyKey;
      const afterReload = new OperationKeys(new FunnelStorage(memory, new SpyLogger()), first.ids);
      expect(await afterReload.keyFor('leadCreate')).toBe(sentBefore);
    });

    it('a retried create stores the lead id before its key goes: a page gone while the follow-up save is out leaves the lead to come back to, never a second create', async () => {
      const h = harness();
      const deps = saveDeps(h);
      h.gateway.failNext('createApplication', { kind: 'Network' });
      const failed = await new SaveStep(deps).execute({ state: aFunnelState(), pagePath: 'initial-details', answers: initialAnswers });
      if (failed.ok) throw new Error('expected a failure');
      // The retry's create answers; the save that follows it never does (the applicant reloads meanwhile).
      let followUpSent!: () => void;
      const followUp = new Promise<void>((resolve) => (followUpSent = resolve));
      const gateway = new Proxy<LeadGateway>(h.gateway, {
        get: (target, name, receiver) =>
          name === 'saveAnswers'
            ? () => {
                followUpSent();
                return new Promise(() => {});
              }
            : (Reflect.get(target, name, receiver) as (...args: unknown[]) => unknown).bind(target),
      });
      void new SaveStep({ ...deps, gateway }).execute({ state: failed.error.state, pagePath: 'initial-details', answers: {} });
      await followUp;
      const [id] = [...h.gateway.leads.keys()];
      expect(h.gateway.leads.size).toBe(1);
      // What the next page reads: the lead's id (its saves are updates of that lead); the key may go with it.
      expect(h.memory.read('lid')).toBe(id);
      expect(h.keys.peek('leadCreate')).toBeUndefined();
    });

    it('a create whose answer was lost, retried with a corrected email, makes one lead and saves the correction', async () => {
      const { saveStep, gateway, keys } = setUp();
      gateway.failNext('createApplication', { kind: 'Network' });
      const failed = await saveStep.execute({ state: aFunnelState(), pagePath: 'initial-details', answers: initialAnswers });
      if (failed.ok) throw new Error('expected a failure');
      // The server did create the lead; only its answer was lost.
      const key = keys.peek('leadCreate') ?? '';
      await gateway.createApplication(failed.error.state.lead, { idempotencyKey: key });
      const corrected = { contactDetails: { email: 'ana.garcia@example.es', phoneNumber: '612345678' } };
      const retried = await saveStep.execute({ state: failed.error.state, pagePath: 'initial-details', answers: corrected });
      if (!retried.ok) throw new Error(retried.error.kind);
      expect(gateway.leads.size).toBe(1);
      expect(gateway.leads.get(retried.value.state.lead.id ?? '')?.lead.contactDetails?.email).toBe('ana.garcia@example.es');
      expect(keys.peek('leadCreate')).toBeUndefined();
    });

    it('a Conflict on the key (a backend that refuses a reused key) keeps it: the next Continue makes no second lead', async () => {
      const { saveStep, gateway, keys } = setUp();
      gateway.failNext('createApplication', { kind: 'Conflict', code: 'IdempotencyKeyReused' });
      const failed = await saveStep.execute({ state: aFunnelState(), pagePath: 'initial-details', answers: initialAnswers });
      if (failed.ok) throw new Error('expected a failure');
      const key = keys.peek('leadCreate');
      expect(key).toBeDefined();
      expect(await keys.keyFor('leadCreate')).toBe(key);
    });

    it('a definitive 4xx releases the key: the corrected answers are a new logical create', async () => {
      const { saveStep, gateway, keys } = setUp();
      gateway.failNext('createApplication', { kind: 'Validation', status: 422, fieldErrors: [{ field: 'contactDetails.email', code: 'InvalidFormat', message: 'x' }] });
      const failed = await saveStep.execute({ state: aFunnelState(), pagePath: 'initial-details', answers: initialAnswers });
      expect(failed.ok).toBe(false);
      expect(keys.peek('leadCreate')).toBeUndefined();
    });
  });

  describe('server field errors (docs/product.md "The form flow": attached to the page holding the field, earliest page selected)', () => {
    it('maps 422 field errors by dotted lead path and selects the earliest page with errors', async () => {
      const { saveStep, gateway, logger } = setUp();
      gateway.seed({ ...aLead(), id: 'lead-1' });
      gateway.failNext('saveAnswers', {
        kind: 'Validation',
        status: 422,
        fieldErrors: [
          { field: 'otherDetails.maritalStatus', code: 'NotAnOption', message: 'x' },
          { field: 'contactDetails.email', code: 'InvalidFormat', message: 'x' },
          { field: 'somethingElse', code: 'Required', message: 'x' },
        ],
      });
      const result = await saveStep.execute({ state: aSavedState('lead-1', 1, { pages: esPages() }), pagePath: 'marital-status', answers: { otherDetails: { maritalStatus: 'X' } } });
      if (result.ok || result.error.kind !== 'Validation') throw new Error('expected a validation error');
      expect(result.error.selectedPath).toBe('initial-details');
      const errorsOf = (path: string) => result.error.state.pages.find((page) => page.path === path)?.errors.map((e) => [e.fieldName, e.code]);
      expect(errorsOf('initial-details')).toEqual([['contactDetails.email', 'InvalidFormat']]);
      expect(errorsOf('marital-status')).toEqual([['otherDetails.maritalStatus', 'NotAnOption']]);
      expect(errorsOf('name')).toEqual([]);
      expect(result.error.unassigned.map((e) => e.field)).toEqual(['somethingElse']);
      expect(logger.logged(FAILED_TO_UPDATE_LEAD, 'error')).toBe(true);
    });

    it('saving a page clears its own errors and keeps the others\'', async () => {
      const { saveStep, gateway } = setUp();
      gateway.seed({ ...aLead(), id: 'lead-1' });
      const pages = esPages().map((page) =>
        page.path === 'name' || page.path === 'gender' ? { ...page, errors: [{ fieldName: 'x', code: 'Required' }] } : page,
      );
      const result = await saveStep.execute({ state: aSavedState('lead-1', 1, { pages }), pagePath: 'name', answers: { personalDetails: { firstName: 'Ana' } } });
      if (!result.ok) throw new Error(result.error.kind);
      expect(result.value.state.pages.find((page) => page.path === 'name')?.errors).toEqual([]);
      expect(result.value.state.pages.find((page) => page.path === 'gender')?.errors).toHaveLength(1);
    });
  });

  describe('persistence (docs/sessions-and-storage.md "Persistence") and privacy (docs/sessions-and-storage.md "What is never stored")', () => {
    it('sends the national id to the API but never writes it to storage', async () => {
      const { saveStep, gateway, memory } = setUp();
      gateway.seed({ ...aLead(), id: 'lead-1' });
      const result = await saveStep.execute({ state: aSavedState('lead-1', 1, { pages: esPages() }), pagePath: 'personal-code', answers: { personalDetails: { personalCode: '12345678Z' } } });
      expect(result.ok && result.value.state.lead.personalDetails?.personalCode).toBe('12345678Z');
      expect(gateway.callsOf('saveAnswers')[0]?.args[0]).toEqual({ id: 'lead-1', personalDetails: { personalCode: '12345678Z' } });
      expect(memory.rawText('leadApplication')).not.toContain('12345678Z');
    });

    it('saves the application data only when it changed', async () => {
      const { saveStep, gateway, raw } = setUp();
      gateway.seed({ ...aLead(), id: 'lead-1' });
      const state = aSavedState('lead-1', 2, { pages: esPages() });
      const first = await saveStep.execute({ state, pagePath: 'name', answers: { personalDetails: { firstName: 'Ana' } } });
      if (!first.ok) throw new Error(first.error.kind);
      expect(raw.writesOf('leadApplication')).toBe(1);
      await saveStep.execute({ state: first.value.state, pagePath: 'name', answers: { personalDetails: { firstName: 'Ana' } } });
      expect(raw.writesOf('leadApplication')).toBe(1);
    });

    it('still saves through the API when storage is unavailable', async () => {
      const memory = new InMemoryKeyValueStorage();
      memory.makeUnavailable();
      const { saveStep } = setUp(memory);
      const result = await saveStep.execute({ state: aFunnelState(), pagePath: 'initial-details', answers: initialAnswers });
      expect(result.ok && result.value.state.lead.id).toBe('lead-1');
    });
  });

  it('answers UnknownPage for a path outside the flow, without a call', async () => {
    const { saveStep, gateway } = setUp();
    const result = await saveStep.execute({ state: aFunnelState(), pagePath: 'nope', answers: {} });
    expect(!result.ok && result.error.kind).toBe('UnknownPage');
    expect(gateway.calls).toHaveLength(0);
  });
});
