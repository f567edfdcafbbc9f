import { describe, expect, it } from 'vitest';
import { FunnelStorage, STORED_VALUE_UNREADABLE } from '../../../application/session/FunnelStorage';
import { INITIAL_OTHER_STATE } from '../../../domain/lead/initialOtherState';
import { DECIDED_STATES } from '../../../domain/state/applicationStates';
import { SpyLogger } from '../../support/SpyLogger';
import { InMemoryKeyValueStorage } from '../../support/InMemoryKeyValueStorage';
import { aFunnelState, aLeadWithSensitiveAnswers, aSavedState } from '../../support/leadMother';
import { harness } from './support/harness';

describe('FunnelStorage (docs/sessions-and-storage.md "Storage keys", "Persistence")', () => {
  it('never writes national ids, IBANs or ID-card numbers to browser storage (docs/sessions-and-storage.md "What is never stored")', () => {
    const { storage, memory } = harness();
    storage.save(undefined, aFunnelState({ lead: aLeadWithSensitiveAnswers() }));
    const text = memory.rawText('leadApplication') ?? '';
    expect(text).toContain('García');
    for (const secret of ['12345678Z', 'ES9121000418450200051332', 'AB123456', 'personalCode', 'iban', 'idCardNumber']) {
      expect(text).not.toContain(secret);
    }
  });

  it('reads back what it saved (minus the sensitive fields)', async () => {
    const { storage } = harness();
    const state = aSavedState('lead-7', 3, { lead: aLeadWithSensitiveAnswers({ id: 'lead-7', sessionStartedAt: '2026-01-15T10:00:00.000Z' }) });
    storage.save(undefined, state);
    expect((await storage.readLead())?.personalDetails).toEqual({ firstName: 'Ana', lastName: 'García' });
    expect((await storage.readLead())?.sessionStartedAt).toBe('2026-01-15T10:00:00.000Z');
    expect(await storage.readStateAndResult()).toEqual({ other: state.other, result: state.result });
    expect(await storage.readPages()).toEqual(state.pages);
    expect(storage.readRaw('lid')).toBe('lead-7');
  });

  it.each([10, 11, 12, 13])('once the journey ends (decided state %i) nothing personal stays: only the lead and session ids (issue 15 item 2)', async (decided) => {
    const { storage, memory } = harness();
    const during = aSavedState('lead-7', 3, { lead: aLeadWithSensitiveAnswers({ id: 'lead-7', sessionId: 'session-1' }) });
    storage.save(undefined, during);
    expect(memory.rawText('leadApplication')).toContain('García');
    // The decision changes only the progress state: the answers in memory are the same, storage must still forget them.
    storage.save(during, { ...during, other: { ...during.other, progressState: decided } });
    expect(await storage.readLead()).toEqual({ id: 'lead-7', sessionId: 'session-1' });
    const text = memory.rawText('leadApplication') ?? '';
    for (const personal of ['García', 'Ana', '@', 'dateOfBirth', 'contactDetails', 'address']) expect(text).not.toContain(personal);
    expect(storage.readRaw('lid')).toBe('lead-7');
  });

  it.each([...DECIDED_STATES])('a decision (state %i) removes the drafts of answers typed and not continued (docs/drafts.md "When a draft is dropped")', (decided) => {
    const { storage, memory } = harness();
    const during = aSavedState('lead-7', 3);
    storage.save(undefined, during);
    memory.write('answerDrafts', { v: 1, data: { owner: { sessionId: during.sessionId, sessionStartedAtMs: 0 }, screens: { name: { 'personalDetails.firstName': 'Ana' } } } });
    storage.save(during, { ...during, other: { ...during.other, progressState: 3 }, lead: { ...during.lead, amount: 3000 } });
    expect(memory.keys()).toContain('answerDrafts');
    storage.save(during, { ...during, other: { ...during.other, progressState: decided } });
    expect(memory.keys()).not.toContain('answerDrafts');
  });

  it('an undecided state keeps the answers a returning applicant needs (pre- and post-offer steps)', async () => {
    const { storage } = harness();
    for (const state of [3, 7, 9]) {
      storage.save(undefined, aSavedState('lead-8', state, { lead: aLeadWithSensitiveAnswers({ id: 'lead-8' }) }));
      expect((await storage.readLead())?.personalDetails?.firstName).toBe('Ana');
    }
  });

  it('writes each key only when its value changed', () => {
    const { storage, raw } = harness();
    const first = aFunnelState();
    storage.save(undefined, first);
    expect(raw.writesOf('leadApplication')).toBe(1);
    storage.save(first, { ...first, lead: { ...first.lead } });
    expect(raw.writesOf('leadApplication')).toBe(1);
    expect(raw.writesOf('state')).toBe(1);
    expect(raw.writesOf('dynamicPages')).toBe(1);
    storage.save(first, { ...first, lead: { ...first.lead, amount: 3000 } });
    expect(raw.writesOf('leadApplication')).toBe(2);
    expect(raw.writesOf('state')).toBe(1);
  });

  it('reads text that is not JSON as absent, never throws (the storage port answers "absent")', async () => {
    const { storage, memory } = harness();
    memory.plantRaw('leadApplication', '{not json');
    expect(await storage.readLead()).toBeUndefined();
  });

  it.each([
    ['an unknown envelope version', JSON.stringify({ v: 99, data: {} })],
    ['a value without envelope', JSON.stringify({ amount: 1 })],
    ['data of the wrong shape', JSON.stringify({ v: 1, data: { amount: 'lots' } })],
  ])('reads %s as absent and logs it, never throws', async (_label, text) => {
    const { storage, memory, logger } = harness();
    memory.plantRaw('leadApplication', text);
    expect(await storage.readLead()).toBeUndefined();
    expect(logger.logged(STORED_VALUE_UNREADABLE, 'warn')).toBe(true);
  });

  it('works on unavailable storage: nothing is read, nothing thrown', async () => {
    const memory = new InMemoryKeyValueStorage();
    memory.makeUnavailable();
    const { storage } = harness(memory);
    expect(() => storage.save(undefined, aFunnelState())).not.toThrow();
    expect(await storage.readLead()).toBeUndefined();
    expect((await storage.readStateAndResult()).other.progressState).toBe(0);
  });

  describe('the schemas of the stored lead, state and pages (their own chunk, first-step budget)', () => {
    const counting = (fail = 0) => {
      const loads = { count: 0 };
      const load = async () => {
        loads.count += 1;
        if (loads.count <= fail) throw new Error('chunk failed');
        return import('../../../application/session/storedFunnelSchemas');
      };
      return { loads, load };
    };

    it('are not fetched on a first visit (nothing stored): every read answers absent or initial', async () => {
      const memory = new InMemoryKeyValueStorage();
      const { loads, load } = counting();
      const storage = new FunnelStorage(memory, new SpyLogger(), load);
      expect(await storage.readLead()).toBeUndefined();
      expect(await storage.readStateAndResult()).toEqual({ other: INITIAL_OTHER_STATE, result: null });
      expect(await storage.readPages()).toBeUndefined();
      expect(loads.count).toBe(0);
    });

    it('are fetched once for all reads when something is stored', async () => {
      const memory = new InMemoryKeyValueStorage();
      const { loads, load } = counting();
      const storage = new FunnelStorage(memory, new SpyLogger(), load);
      storage.save(undefined, aSavedState('lead-7', 3));
      await Promise.all([storage.readLead(), storage.readStateAndResult(), storage.readPages()]);
      expect((await storage.readLead())?.id).toBe('lead-7');
      expect(loads.count).toBe(1);
    });

    it('a failed fetch rejects the read (nothing is read as absent, so nothing stored is overwritten) and the next read fetches again', async () => {
      const memory = new InMemoryKeyValueStorage();
      const { loads, load } = counting(1);
      const storage = new FunnelStorage(memory, new SpyLogger(), load);
      storage.save(undefined, aSavedState('lead-7', 3));
      await expect(storage.readLead()).rejects.toThrow('chunk failed');
      expect((await storage.readLead())?.id).toBe('lead-7');
      expect(loads.count).toBe(2);
    });
  });

  it('removes the lead id when the lead loses it (clear state)', () => {
    const { storage, memory } = harness();
    const saved = aSavedState();
    storage.save(undefined, saved);
    storage.save(saved, { ...saved, lead: { ...saved.lead, id: undefined } });
    expect(memory.rawText('lid')).toBeUndefined();
  });
});
