import { describe, expect, it } from 'vitest';
import { SubmitLead } from '../../../application/usecases/SubmitLead';
import { aLead, aSavedState } from '../../support/leadMother';
import { esPages, harness, saveDeps } from './support/harness';

function setUp() {
  const h = harness();
  h.gateway.seed({ ...aLead(), id: 'lead-1' });
  return { ...h, submitLead: new SubmitLead(saveDeps(h)) };
}

describe('SubmitLead (docs/product.md "The form flow": last page, docs/states-and-routes.md "Redirect on progress change")', () => {
  it('sends every data point of the flow from the last page with submit: true', async () => {
    const { submitLead, gateway } = setUp();
    const state = aSavedState('lead-1', 5, { pages: esPages(), lead: aLead({ id: 'lead-1', personalDetails: { firstName: 'Ana' }, incomeDetails: { iban: 'ES9121000418450200051332' } }) });
    const result = await submitLead.execute({ state, answers: { otherDetails: { isPoliticallyExposed: false, connectedToPep: false } } });
    expect(result.ok).toBe(true);
    const [body] = gateway.callsOf('submitApplication')[0]?.args ?? [];
    expect(gateway.callsOf('saveAnswers')).toHaveLength(0);
    expect(body).toMatchObject({
      id: 'lead-1',
      amount: 2500,
      contactDetails: { email: aLead().contactDetails?.email },
      personalDetails: { firstName: 'Ana' },
      incomeDetails: { iban: 'ES9121000418450200051332' },
      otherDetails: { isPoliticallyExposed: false, connectedToPep: false },
    });
  });

  it.each([
    [5, 10, 'accepted', '/accepted', 'PUSH'],
    [5, 13, 'rejected', '/rejected', 'PUSH'],
    [5, 12, 'redirected', '/redirected', 'PUSH'],
    [7, 10, 'accepted', '/accepted', 'REPLACE'],
    [30, 11, 'completed', '/thank-you', 'REPLACE'],
  ] as const)('from state %i to %i (%s) → %s by %s', async (from, to, status, route, method) => {
    const { submitLead, gateway } = setUp();
    gateway.decision = { progressState: to, application: { status } };
    const result = await submitLead.execute({ state: aSavedState('lead-1', from, { pages: esPages() }), answers: {} });
    if (!result.ok) throw new Error(result.error.kind);
    expect(result.value.route).toBe(route);
    expect(result.value.method).toBe(method);
    expect(result.value.status).toBe(status);
    expect(result.value.state.other.routeChange).toEqual({ target: route, method });
  });

  it('creates the lead first when none exists, then submits', async () => {
    const h = harness();
    const result = await new SubmitLead(saveDeps(h)).execute({ state: { ...aSavedState('x', 0), lead: aLead() }, answers: {} });
    expect(result.ok && result.value.created).toBe(true);
    expect(h.gateway.calls.map((call) => call.method)).toEqual(['createApplication', 'submitApplication']);
  });

  it('a failed submit keeps the answers and says why', async () => {
    const { submitLead, gateway } = setUp();
    gateway.failNext('submitApplication', { kind: 'Timeout' });
    const result = await submitLead.execute({ state: aSavedState('lead-1', 5, { pages: esPages() }), answers: { employer: { name: 'ACME' } } });
    expect(!result.ok && result.error.kind).toBe('Timeout');
    expect(!result.ok && result.error.state.lead.employer?.name).toBe('ACME');
  });
});
