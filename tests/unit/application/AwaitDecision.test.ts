import { describe, expect, it } from 'vitest';
import { AwaitDecision, DEFAULT_DECISION_POLICY } from '../../../application/usecases/AwaitDecision';
import type { Decision } from '../../support/InMemoryLeadGateway';
import { aLead, aSavedState } from '../../support/leadMother';
import { harness } from './support/harness';

const checking: Decision = { progressState: 6, application: { status: 'checking' as const } };
const accepted: Decision = { progressState: 10, application: { status: 'accepted' as const } };

function setUp(sequence: Decision[], policy = DEFAULT_DECISION_POLICY) {
  const h = harness();
  h.gateway.seed({ ...aLead(), id: 'lead-1' }, 6, { status: 'checking' });
  h.gateway.statusSequence = sequence;
  const waits: number[] = [];
  const useCase = new AwaitDecision(h.gateway, h.storage, h.clock, async (ms) => {
    waits.push(ms);
  }, policy);
  return { ...h, waits, useCase };
}

describe('AwaitDecision (docs/product.md "Calls": lead status; bounded because docs/product.md "Constants" turns polling off)', () => {
  it('returns at once when the first status is a decision', async () => {
    const { useCase, waits } = setUp([accepted]);
    const result = await useCase.execute({ state: aSavedState('lead-1', 6) });
    expect(result.ok && result.value).toMatchObject({ decided: true, route: '/accepted', checks: 1 });
    expect(waits).toEqual([]);
  });

  it('checks again, intervalMs apart, until the decision comes', async () => {
    const { useCase, waits } = setUp([checking, checking, accepted]);
    const result = await useCase.execute({ state: aSavedState('lead-1', 6) });
    expect(result.ok && result.value).toMatchObject({ decided: true, checks: 3 });
    expect(waits).toEqual([DEFAULT_DECISION_POLICY.intervalMs, DEFAULT_DECISION_POLICY.intervalMs]);
  });

  it('stops after maxChecks (5) undecided answers and says so; a decision on the 5th check still counts', async () => {
    const five = setUp([checking, checking, checking, checking, accepted]);
    const decidedAtFive = await five.useCase.execute({ state: aSavedState('lead-1', 6) });
    expect(decidedAtFive.ok && decidedAtFive.value.decided).toBe(true);
    const six = setUp([checking, checking, checking, checking, checking, accepted]);
    const undecided = await six.useCase.execute({ state: aSavedState('lead-1', 6) });
    expect(undecided.ok && undecided.value).toMatchObject({ decided: false, checks: 5, route: '/checking' });
    expect(six.gateway.callsOf('readStatus')).toHaveLength(5);
  });

  it('ends the wait with the error of a failed call', async () => {
    const { useCase, gateway } = setUp([checking, accepted]);
    gateway.failNext('readStatus', { kind: 'Network' });
    const result = await useCase.execute({ state: aSavedState('lead-1', 6) });
    expect(!result.ok && result.error.kind).toBe('Network');
  });

  it('needs a lead', async () => {
    const { useCase } = setUp([accepted]);
    const result = await useCase.execute({ state: { ...aSavedState(), lead: aLead() } });
    expect(!result.ok && result.error.kind).toBe('NoLead');
  });
});
