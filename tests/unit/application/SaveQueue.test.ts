import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SaveQueue, type SaveQueueHost, type SaveStatus } from '../../../application/saving/SaveQueue';
import { PendingSavesSchema, fromStoredPendingSaves, toStoredPendingSaves, type PendingSave } from '../../../application/saving/pendingSaves';
import type { FunnelState } from '../../../application/session/FunnelState';
import { SaveStep } from '../../../application/usecases/SaveStep';
import { FixedPageLifecycle } from '../../support/FixedPageLifecycle';
import { InMemoryKeyValueStorage } from '../../support/InMemoryKeyValueStorage';
import { aFunnelState } from '../../support/leadMother';
import { esPages, harness, saveDeps } from './support/harness';

/** A clock for the queue's backoff: waits resolve only when the test moves time past them (0 ms at once). */
class FakeTimer {
  now = 0;
  readonly asked: number[] = [];
  private sleepers: Array<{ until: number; wake: () => void }> = [];
  readonly wait = (ms: number): Promise<void> => {
    this.asked.push(ms);
    if (ms <= 0) return Promise.resolve();
    return new Promise((wake) => this.sleepers.push({ until: this.now + ms, wake }));
  };
  async advance(ms: number): Promise<void> {
    this.now += ms;
    const due = this.sleepers.filter((sleeper) => sleeper.until <= this.now);
    this.sleepers = this.sleepers.filter((sleeper) => sleeper.until > this.now);
    for (const sleeper of due) sleeper.wake();
    await settle();
  }
}

const settle = async () => {
  for (let i = 0; i < 50; i += 1) await Promise.resolve();
};

class Host implements SaveQueueHost {
  current: FunnelState | null;
  statuses: SaveStatus[] = [];
  constructor(state: FunnelState) {
    this.current = state;
  }
  get state() {
    return this.current;
  }
  adopt = (state: FunnelState) => {
    this.current = state;
  };
  showStatus = (status: SaveStatus) => {
    this.statuses.push(status);
  };
  refused?: SaveQueueHost['refused'];
  get status(): SaveStatus | undefined {
    return this.statuses.at(-1);
  }
}

const initial = { contactDetails: { email: 'ana@example.es', phoneNumber: '612345678' }, generalPolicies: true };

function setUp(memory = new InMemoryKeyValueStorage(), state: FunnelState = aFunnelState({ pages: esPages() })) {
  const h = harness(memory);
  const timer = new FakeTimer();
  const host = new Host(state);
  const saveStep = new SaveStep(saveDeps(h));
  const sent: string[][] = [];
  // What storage held as each request left: what a reload at that moment would find.
  const storedAtSend: Array<{ email: unknown; pendingPaths: string[] }> = [];
  const lifecycle = new FixedPageLifecycle();
  const queue = new SaveQueue(
    {
      save: (input) => {
        sent.push([input.pagePath, ...(input.alsoPages ?? [])]);
        storedAtSend.push(storedNow(h.storage));
        return saveStep.execute(input);
      },
      storage: h.storage,
      ids: h.ids,
      wait: timer.wait,
      logger: h.logger,
      lifecycle,
    },
    host,
  );
  return { ...h, timer, host, queue, sent, storedAtSend, lifecycle };
}

/** The stored email and the pages of the stored pending saves. */
function storedNow(storage: ReturnType<typeof harness>['storage']): { email: unknown; pendingPaths: string[] } {
  const lead = storage.readRaw('leadApplication') as { data?: { contactDetails?: { email?: unknown } } } | undefined;
  return { email: lead?.data?.contactDetails?.email, pendingPaths: fromStoredPendingSaves(storage.readSealed('asyncFormData', PendingSavesSchema)).map((save) => save.path) };
}

describe('SaveQueue (issue 14: optimistic advance, saves behind the applicant)', () => {
  it('puts the answers in the state at once, and in storage with the pending save before the request leaves', async () => {
    const { queue, host, gateway, storedAtSend } = setUp();
    queue.enqueue('initial-details', initial);
    expect(host.current?.lead.contactDetails?.email).toBe('ana@example.es');
    expect(gateway.callsOf('createApplication')).toHaveLength(0);
    expect(queue.pending).toHaveLength(1);
    await settle();
    expect(storedAtSend).toEqual([{ email: 'ana@example.es', pendingPaths: ['initial-details'] }]);
  });

  it('storage follows a task after Continue (the step change does not wait for it), and at once when the page may go away', () => {
    const { queue, storage, lifecycle } = setUp();
    queue.enqueue('initial-details', initial);
    expect(storedNow(storage)).toEqual({ email: undefined, pendingPaths: [] });
    lifecycle.leave();
    expect(storedNow(storage)).toEqual({ email: 'ana@example.es', pendingPaths: ['initial-details'] });
  });

  it('sends in order, one request at a time, creating the lead once; saves queued meanwhile travel merged in one request', async () => {
    const { queue, host, gateway, sent } = setUp();
    queue.enqueue('initial-details', initial);
    await settle();
    queue.enqueue('loan-purpose', { otherDetails: { loanPurpose: 'car' } });
    queue.enqueue('name', { personalDetails: { firstName: 'Ana', lastName: 'García' } });
    await settle();
    // Saves queued together go as one request (the first page's, with the later pages' data points), after the create.
    expect(sent).toEqual([['initial-details'], ['loan-purpose', 'name']]);
    expect(gateway.callsOf('createApplication')).toHaveLength(1);
    const [update] = gateway.callsOf('saveAnswers');
    expect(update?.args[0]).toMatchObject({ id: 'lead-1', personalDetails: { firstName: 'Ana', lastName: 'García' } });
    expect(queue.pending).toHaveLength(0);
    expect(host.current?.lead.id).toBe('lead-1');
    expect(host.status).toMatchObject({ pending: 0, failing: null });
  });

  it('a save the application no longer takes (409 StepNotPending: it moved on or was decided) is dropped, never retried, and the host follows the state the API names', async () => {
    const { queue, host, gateway, timer, sent } = setUp();
    const refusals: unknown[] = [];
    host.refused = (error) => refusals.push(error);
    queue.enqueue('initial-details', initial);
    await settle();
    gateway.failNext('saveAnswers', { kind: 'StepNotPending', code: 'ApplicationDecided', progressState: 13, pendingRoute: '/rejected' });
    queue.enqueue('name', { personalDetails: { firstName: 'Ana' } });
    await settle();
    await timer.advance(60_000);
    expect(sent).toEqual([['initial-details'], ['name']]);
    expect(queue.pending).toHaveLength(0);
    expect(refusals).toEqual([expect.objectContaining({ kind: 'StepNotPending', code: 'ApplicationDecided', progressState: 13 })]);
    expect(host.status).toMatchObject({ pending: 0, failing: null });
  });

  it('a page saved again while its save waits replaces its answers under the same key', async () => {
    const { queue, gateway } = setUp();
    gateway.failNext('createApplication', { kind: 'Network' });
    queue.enqueue('initial-details', initial);
    await settle();
    queue.enqueue('name', { personalDetails: { firstName: 'Ana' } });
    const key = queue.pending[1]?.key;
    queue.enqueue('name', { personalDetails: { firstName: 'Anna' } });
    expect(queue.pending.map((save) => save.path)).toEqual(['initial-details', 'name']);
    expect(queue.pending[1]?.key).toBe(key);
    expect(queue.pending[1]?.answers.personalDetails?.firstName).toBe('Anna');
  });

  it('retries a failed save with growing waits, tells the applicant while it fails, and the create keeps one key', async () => {
    const { queue, host, gateway, timer } = setUp();
    gateway.failNext('createApplication', { kind: 'Network' }, { kind: 'Server', status: 503 }, { kind: 'Timeout' });
    queue.enqueue('initial-details', initial);
    await settle();
    expect(host.status).toMatchObject({ pending: 1, failing: 'Network' });
    expect(timer.asked.filter((ms) => ms > 0)).toEqual([1_000]);
    await timer.advance(999);
    expect(gateway.callsOf('createApplication')).toHaveLength(1);
    await timer.advance(1);
    expect(gateway.callsOf('createApplication')).toHaveLength(2);
    await timer.advance(2_000);
    await timer.advance(4_000);
    expect(timer.asked.filter((ms) => ms > 0)).toEqual([1_000, 2_000, 4_000]);
    const keys = gateway.callsOf('createApplication').map((call) => (call.args[1] as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
    expect(queue.pending).toHaveLength(0);
    expect(host.status).toMatchObject({ pending: 0, failing: null });
  });

  it('retryNow ends the backoff wait at once', async () => {
    const { queue, gateway } = setUp();
    gateway.failNext('createApplication', { kind: 'Network' });
    queue.enqueue('initial-details', initial);
    await settle();
    queue.retryNow();
    await settle();
    expect(gateway.callsOf('createApplication')).toHaveLength(2);
    expect(queue.pending).toHaveLength(0);
  });

  it('flush resolves once every save is confirmed, or with the next failure (the final submit waits for them)', async () => {
    const { queue, gateway } = setUp();
    queue.enqueue('initial-details', initial);
    const confirmed = await queue.flush();
    expect(confirmed.ok).toBe(true);
    gateway.failNext('saveAnswers', { kind: 'Server', status: 503 });
    queue.enqueue('name', { personalDetails: { firstName: 'Ana' } });
    const failed = await queue.flush();
    expect(failed.ok ? 'ok' : failed.error.kind).toBe('Server');
    expect(queue.pending).toHaveLength(1);
  });

  it('server field errors: the earliest page holding one is named, nothing more is sent until a page is saved again', async () => {
    const { queue, host, gateway, timer } = setUp();
    queue.enqueue('initial-details', initial);
    await settle();
    gateway.failNext('saveAnswers', { kind: 'Validation', status: 422, fieldErrors: [{ field: 'personalDetails.firstName', code: 'InvalidFormat', message: 'x' }] });
    queue.enqueue('name', { personalDetails: { firstName: 'X' } });
    await settle();
    expect(host.status?.errorPath).toBe('name');
    expect(host.current?.pages.find((page) => page.path === 'name')?.errors).not.toHaveLength(0);
    await timer.advance(60_000);
    expect(gateway.callsOf('saveAnswers')).toHaveLength(1);
    const flushed = await queue.flush();
    expect(flushed.ok).toBe(false);
    queue.enqueue('name', { personalDetails: { firstName: 'Ana' } });
    await settle();
    expect(gateway.callsOf('saveAnswers')).toHaveLength(2);
    expect(queue.pending).toHaveLength(0);
  });

  it('a reload finds the pending saves in storage, without the national id, and sends them; the create is not repeated', async () => {
    const memory = new InMemoryKeyValueStorage();
    const first = setUp(memory);
    first.gateway.failNext('createApplication', { kind: 'Network' });
    first.queue.enqueue('initial-details', initial);
    await settle();
    first.queue.enqueue('personal-code', { personalDetails: { personalCode: '12345678Z', firstName: 'Ana' } });
    expect(first.host.status?.unsafeToLeave).toBe(true);
    // The reload at once, before the next task: the page going away writes storage.
    first.lifecycle.leave();
    const stored = fromStoredPendingSaves(first.storage.readSealed('asyncFormData', PendingSavesSchema));
    expect(stored.map((save) => save.path)).toEqual(['initial-details', 'personal-code']);
    expect(JSON.stringify(stored)).not.toContain('12345678Z');

    // The next page: the state as storage has it (the API answered nothing yet), the same gateway (server).
    const second = setUp(memory, aFunnelState({ pages: esPages() }));
    const reloaded = new SaveQueue({ save: (input) => new SaveStep(saveDeps({ ...second, gateway: first.gateway })).execute(input), storage: second.storage, ids: second.ids, wait: second.timer.wait, logger: second.logger }, second.host);
    reloaded.restore();
    expect(second.host.current?.lead.contactDetails?.email).toBe('ana@example.es');
    expect(second.host.current?.lead.personalDetails?.firstName).toBe('Ana');
    await settle();
    expect(reloaded.pending).toHaveLength(0);
    const keys = first.gateway.callsOf('createApplication').map((call) => (call.args[1] as { idempotencyKey: string }).idempotencyKey);
    expect(new Set(keys).size, 'the create after the reload carries the kept key').toBe(1);
    expect(memory.read('asyncFormData')).toBeUndefined();
  });
});

describe('pending saves as stored (asyncFormData)', () => {
  const text = fc.string({ minLength: 1, maxLength: 40 });
  const pending: fc.Arbitrary<PendingSave> = fc.record({
    key: fc.uuid(),
    path: text,
    answers: fc.record(
      {
        amount: fc.integer({ min: 100, max: 100_000 }),
        personalDetails: fc.record({ firstName: text, personalCode: text }, { requiredKeys: [] }),
        incomeDetails: fc.record({ iban: text, employerName: text }, { requiredKeys: [] }),
      },
      { requiredKeys: [] },
    ),
  });

  it('read back equals what was stored, minus national ids and IBANs, which are never stored', () => {
    fc.assert(
      fc.property(fc.array(pending, { maxLength: 8 }), (saves) => {
        const stored = JSON.parse(JSON.stringify(toStoredPendingSaves(saves))) as unknown;
        const back = fromStoredPendingSaves(stored);
        expect(back.map((save) => [save.key, save.path])).toEqual(saves.map((save) => [save.key, save.path]));
        for (const [index, save] of back.entries()) {
          expect(save.answers.personalDetails?.personalCode).toBeUndefined();
          expect(save.answers.incomeDetails?.iban).toBeUndefined();
          expect(save.answers.personalDetails?.firstName).toBe(saves[index]?.answers.personalDetails?.firstName);
          expect(save.answers.amount).toBe(saves[index]?.answers.amount);
        }
      }),
    );
  });

  it('anything else stored there reads as no pending save, never a throw', () => {
    fc.assert(
      fc.property(fc.anything(), (junk) => {
        const back = fromStoredPendingSaves(junk);
        expect(Array.isArray(back)).toBe(true);
      }),
    );
  });
});
