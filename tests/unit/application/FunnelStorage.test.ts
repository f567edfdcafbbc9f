import { describe, expect, it } from 'vitest';
import { STORED_VALUE_UNREADABLE } from '../../../application/session/FunnelStorage';
import { InMemoryKeyValueStorage } from '../../support/InMemoryKeyValueStorage';
import { aFunnelState, aLeadWithSensitiveAnswers, aSavedState } from '../../support/leadMother';
import { harness } from './support/harness';

describe('FunnelStorage (spec §3 storage keys, §4 persistence)', () => {
  it('never writes national ids, IBANs or ID-card numbers to browser storage (tracking-privacy-security.md §3)', () => {
    const { storage, memory } = harness();
    storage.save(undefined, aFunnelState({ lead: aLeadWithSensitiveAnswers() }));
    const text = memory.rawText('leadApplication') ?? '';
    expect(text).toContain('García');
    for (const secret of ['12345678Z', 'ES9121000418450200051332', 'AB123456', 'personalCode', 'iban', 'idCardNumber']) {
      expect(text).not.toContain(secret);
    }
  });

  it('reads back what it saved (minus the sensitive fields)', () => {
    const { storage } = harness();
    const state = aSavedState('lead-7', 3, { lead: aLeadWithSensitiveAnswers({ id: 'lead-7', sessionStartedAt: '2026-01-15T10:00:00.000Z' }) });
    storage.save(undefined, state);
    expect(storage.readLead()?.personalDetails).toEqual({ firstName: 'Ana', lastName: 'García' });
    expect(storage.readLead()?.sessionStartedAt).toBe('2026-01-15T10:00:00.000Z');
    expect(storage.readStateAndResult()).toEqual({ other: state.other, result: state.result });
    expect(storage.readRaw('lid')).toBe('lead-7');
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

  it('reads text that is not JSON as absent, never throws (the storage port answers "absent")', () => {
    const { storage, memory } = harness();
    memory.plantRaw('leadApplication', '{not json');
    expect(storage.readLead()).toBeUndefined();
  });

  it.each([
    ['an unknown envelope version', JSON.stringify({ v: 99, data: {} })],
    ['a value without envelope', JSON.stringify({ amount: 1 })],
    ['data of the wrong shape', JSON.stringify({ v: 1, data: { amount: 'lots' } })],
  ])('reads %s as absent and logs it, never throws', (_label, text) => {
    const { storage, memory, logger } = harness();
    memory.plantRaw('leadApplication', text);
    expect(storage.readLead()).toBeUndefined();
    expect(logger.logged(STORED_VALUE_UNREADABLE, 'warn')).toBe(true);
  });

  it('works on unavailable storage: nothing is read, nothing thrown', () => {
    const memory = new InMemoryKeyValueStorage();
    memory.makeUnavailable();
    const { storage } = harness(memory);
    expect(() => storage.save(undefined, aFunnelState())).not.toThrow();
    expect(storage.readLead()).toBeUndefined();
    expect(storage.readStateAndResult().other.progressState).toBe(0);
  });

  it('removes the lead id when the lead loses it (clear state)', () => {
    const { storage, memory } = harness();
    const saved = aSavedState();
    storage.save(undefined, saved);
    storage.save(saved, { ...saved, lead: { ...saved.lead, id: undefined } });
    expect(memory.rawText('lid')).toBeUndefined();
  });
});
