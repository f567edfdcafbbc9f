import { describe, expect, it } from 'vitest';
import type { Lead } from '../../../../domain/lead/LeadSchema';
import { clearStaleFields } from '../../../../domain/session/clearStaleFields';
import { clearState } from '../../../../domain/session/clearState';

const lead: Lead = {
  id: 'lead-1',
  amount: 2500,
  sessionId: 's',
  sessionStartedAt: '2026-01-01T00:00:00.000Z',
  generalPolicies: true,
  policies: ['privacy'],
  leadSource: 'web',
  googleCaptchaToken: 'token',
  contactDetails: { email: 'a@b.es' },
  otherDetails: { ibanConsent: true, loanPurpose: 'CAR_PURCHASE' },
};

describe('clearStaleFields (docs/sessions-and-storage.md "Stale data")', () => {
  it.each(['sessionStartedAt', 'id', 'generalPolicies', 'policies', 'leadSource', 'googleCaptchaToken'] as const)('removes %s', (field) => {
    expect(field in clearStaleFields(lead)).toBe(false);
  });

  it('removes the IBAN consent and keeps the other answers', () => {
    const cleared = clearStaleFields(lead);
    expect(cleared.otherDetails).toEqual({ loanPurpose: 'CAR_PURCHASE' });
    expect(cleared).toMatchObject({ amount: 2500, sessionId: 's', contactDetails: { email: 'a@b.es' } });
  });

  it('leaves the input untouched', () => {
    clearStaleFields(lead);
    expect(lead.id).toBe('lead-1');
    expect(lead.otherDetails?.ibanConsent).toBe(true);
  });

  it('adds no otherDetails section where there was none', () => {
    expect('otherDetails' in clearStaleFields({ id: 'x' })).toBe(false);
  });
});

describe('clearState (docs/sessions-and-storage.md "Clearing the state")', () => {
  it('sets progress 0, empties the result, strips stale fields and keeps the rest', () => {
    const state = { progressState: 10, applicationResult: { status: 'accepted' as const }, lead, routeChange: null };
    const cleared = clearState(state);
    expect(cleared.progressState).toBe(0);
    expect(cleared.applicationResult).toBeNull();
    expect(cleared.lead).toEqual(clearStaleFields(lead));
    expect(cleared.routeChange).toBeNull();
  });
});
