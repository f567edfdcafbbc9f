import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OFFER_STAGE_STEPS } from '../../../../domain/api/OfferStepRequest';
import { BANK_CONNECTIONS } from '../../../../domain/offer/bank/bankConnections';
import { OFFER_SCREEN_DEFINITIONS } from '../../../../domain/offer/offerScreenDefinitions';
import { PARTNERS } from '../../../../domain/offer/partners/partnerOffers';
import { APPLICATION_STATES, DECIDED_STATES } from '../../../../domain/state/applicationStates';
import { PRE_OFFER_STATES } from '../../../../domain/state/offerStates';
import { routeForState } from '../../../../domain/state/routeForState';
import {
  LEAD_ACTIONS,
  READ_ACTIONS,
  TRANSITIONS,
  allowedActions,
  isActionAllowed,
  isReadAction,
  isTableTransition,
  nextState,
  pendingRoute,
  transitionFor,
  type LeadAction,
} from '../../../../domain/transitions/transitions';

const ALL_STATES = [0, ...APPLICATION_STATES.map((row) => row.state)];
const READS = [...READ_ACTIONS, 'saveConsents'] as const;

/**
 * The table written out by hand (docs/states-and-routes.md), the steps of each state besides the reads: the derived
 * table must say the same. A state missing here takes no step at all.
 */
const EXPECTED_STEPS: Readonly<Record<number, Readonly<Record<string, string>>>> = {
  0: { create: 'page' },
  1: { saveAnswers: 'page', submit: 'decision' },
  2: { saveAnswers: 'page', submit: 'decision' },
  3: { saveAnswers: 'page', submit: 'decision' },
  4: { saveAnswers: 'page', submit: 'decision' },
  5: { saveAnswers: 'page', submit: 'decision' },
  25: { saveAnswers: 'page', submit: 'decision' },
  8: { saveAnswers: 'page', submit: 'decision', 'employment-details': 'decision' },
  7: { verifyMobile: 'pending', resendMobileCode: 'same', changeMobileNumber: 'same' },
  9: { bankAuthorize: 'same', account: 'pending' },
  10: { 'customer-password': 'same' },
  13: { continueSelling: '12' },
  15: { changeMobileNumber: '7' },
  16: { vehicle: 'pending' },
  17: { bankAuthorize: 'same', account: 'pending' },
  18: { bankAuthorize: 'same', account: 'pending' },
  19: { bankAuthorize: 'same', account: 'pending' },
  20: { policy: 'pending' },
  21: { 'employment-details': 'pending' },
  22: { 'personal-details': 'pending' },
  23: { 'marital-details': 'pending' },
  24: { aide: 'pending' },
  26: { 'credit-details': 'pending' },
  27: { 'professional-details': 'pending' },
  28: { cnp: 'pending' },
  29: { sale: 'pending|11' },
  30: { idUpload: 'same', documentId: 'pending', 'skip-document-upload': '11', skip: '11' },
  31: { 'customer-debts': 'pending' },
  32: { 'reference-details': 'pending' },
  33: { wniosek: 'pending' },
  34: { wniosek: 'pending' },
  35: { 'dynamic-policy': 'pending' },
  36: { 'santander-comperia': 'pending|11', sale: 'pending|11' },
  37: { sale: 'pending|11' },
  38: { 'accept-creditea-offer': 'pending|11', sale: 'pending|11' },
  39: { sale: 'pending|11' },
  40: { 'update-provident-offer': 'pending|11', sale: 'pending|11' },
  41: { sale: 'pending|11' },
  42: { proficredit: 'pending|11', sale: 'pending|11' },
};

const stepsOf = (state: number): Record<string, string> =>
  Object.fromEntries(
    TRANSITIONS.find((row) => row.state === state)!
      .transitions.filter((entry) => !(READS as readonly string[]).includes(entry.action))
      .map((entry) => [entry.action, entry.declined === undefined ? String(entry.to) : `${String(entry.to)}|${String(entry.declined)}`]),
  );

describe('the transition table (docs/states-and-routes.md)', () => {
  it('has one row for state 0 and for every state of the application-state table, in order', () => {
    expect(TRANSITIONS.map((row) => row.state)).toEqual(ALL_STATES);
  });

  it.each(ALL_STATES)('state %i takes the steps written out by hand', (state) => {
    expect(stepsOf(state)).toEqual(EXPECTED_STEPS[state] ?? {});
  });

  it.each(ALL_STATES)('state %i names its own screen as the pending route', (state) => {
    expect(pendingRoute(state)).toBe(routeForState(state));
    expect(pendingRoute(state)).not.toBeNull();
  });

  it.each(ALL_STATES.filter((state) => state !== 0))('state %i takes every read, and saving consents; state 0 takes none', (state) => {
    for (const action of READS) expect(isActionAllowed(state, action)).toBe(true);
    expect(READS.some((action) => isActionAllowed(0, action))).toBe(false);
  });

  it.each([6, ...DECIDED_STATES, 14])('state %i (checking, decided, continue) takes no answer and no offer step', (state) => {
    const writes = allowedActions(state).filter((action) => !isReadAction(action) && action !== 'saveConsents');
    // An accepted applicant may set an account password, a rejected one be offered to a partner: no answer changes.
    expect(writes).toEqual(state === 13 ? ['continueSelling'] : state === 10 ? ['customer-password'] : []);
  });

  it.each(ALL_STATES)('state %i takes answers (save, submit) only when it is pre-offer', (state) => {
    expect(isActionAllowed(state, 'saveAnswers')).toBe(PRE_OFFER_STATES.has(state));
    expect(isActionAllowed(state, 'submit')).toBe(PRE_OFFER_STATES.has(state));
  });

  it('leads to accepted (10) only through a decision or what a decision made pending, never directly', () => {
    for (const row of TRANSITIONS) for (const entry of row.transitions) expect([entry.to, entry.declined]).not.toContain(10);
  });

  it.each(OFFER_SCREEN_DEFINITIONS.map((screen) => [screen.route, screen.state, screen.call] as const))('the data screen %s (state %i) takes its call %s', (_route, state, call) => {
    expect(transitionFor(state, call)?.to).toBe(PRE_OFFER_STATES.has(state) ? 'decision' : 'pending');
  });

  it.each(PARTNERS.map((partner) => [partner.route, partner.state, partner.step] as const))('the partner screen %s (state %s) takes its choice %s', (_route, state, step) => {
    const partnerStates = PARTNERS.flatMap((p) => (p.state === null ? [] : [p.state]));
    // A partner of no state (smava) is chosen at any partner state; any other only at its own.
    const expected = state === null ? partnerStates : [state];
    for (const at of expected) expect(transitionFor(at, step)).toEqual({ action: step, to: 'pending', declined: 11 });
    const others = ALL_STATES.filter((s) => isActionAllowed(s, step) && !partnerStates.includes(s));
    expect(others).toEqual([]);
  });

  it.each(BANK_CONNECTIONS.map((connection) => [connection.route, connection.state] as const))('the bank screen %s (state %i) authorises and exchanges its code', (_route, state) => {
    expect(nextState(state, 'bankAuthorize')).toBe(state);
    expect(nextState(state, 'account', { pending: 10 })).toBe(10);
  });

  it('names only actions of LEAD_ACTIONS, and every offer-stage call is an action', () => {
    for (const row of TRANSITIONS) for (const entry of row.transitions) expect(LEAD_ACTIONS).toContain(entry.action);
    for (const step of OFFER_STAGE_STEPS) expect(LEAD_ACTIONS).toContain(step);
  });

  it('the payment call no screen makes is taken by no state; the account password only once accepted', () => {
    expect(ALL_STATES.filter((state) => isActionAllowed(state, 'payment'))).toEqual([]);
    expect(ALL_STATES.filter((state) => isActionAllowed(state, 'customer-password'))).toEqual([10]);
  });

  it('takes the generic skip only where a state documents one (the id upload, to thank you)', () => {
    expect(ALL_STATES.filter((state) => isActionAllowed(state, 'skip'))).toEqual([30]);
    expect(nextState(30, 'skip', { pending: 10 })).toBe(11);
  });
});

describe('nextState', () => {
  it('resolves each kind of target from the lead’s facts', () => {
    expect(nextState(7, 'verifyMobile', { pending: 10 })).toBe(10);
    expect(nextState(7, 'verifyMobile', { pending: null })).toBeNull();
    expect(nextState(1, 'submit', { decision: 7 })).toBe(7);
    expect(nextState(2, 'saveAnswers', { page: 3 })).toBe(3);
    expect(nextState(2, 'saveAnswers')).toBe(2);
    expect(nextState(15, 'changeMobileNumber')).toBe(7);
    expect(nextState(29, 'sale', { pending: 10 })).toBe(10);
    expect(nextState(29, 'sale', { pending: 10, declined: true })).toBe(11);
    expect(nextState(6, 'readStatus', { pending: 13 })).toBe(13);
    expect(nextState(10, 'readStatus')).toBe(10);
    expect(nextState(0, 'create', { page: 1 })).toBe(1);
  });

  it.each(ALL_STATES)('refuses at state %i every action the row does not name', (state) => {
    for (const action of LEAD_ACTIONS) {
      if (!isActionAllowed(state, action)) expect(nextState(state, action, { pending: 10, decision: 10, page: 1 })).toBeNull();
    }
  });

  it('refuses numbers outside the table', () => {
    for (const state of [-1, 43, 2.5, Number.NaN]) {
      expect(allowedActions(state)).toEqual([]);
      expect(pendingRoute(state)).toBeNull();
    }
  });
});

describe('isTableTransition', () => {
  it('holds for every resolved next state and for staying; fails for a state the row does not lead to', () => {
    const actionOf = fc.constantFrom(...(LEAD_ACTIONS as readonly LeadAction[]));
    fc.assert(
      fc.property(fc.constantFrom(...ALL_STATES), actionOf, fc.constantFrom(...ALL_STATES), fc.boolean(), (from, action, pending, declined) => {
        const facts = { pending, decision: pending, page: from, declined };
        const to = nextState(from, action, facts);
        if (to !== null) expect(isTableTransition(from, action, to, facts)).toBe(true);
        expect(isTableTransition(from, action, from, facts)).toBe(true);
        if (!isActionAllowed(from, action)) {
          for (const other of ALL_STATES) if (other !== from) expect(isTableTransition(from, action, other, facts)).toBe(false);
        }
      }),
    );
  });

  it('refuses a verify+ lead (7) moving to accepted by any offer step', () => {
    for (const step of OFFER_STAGE_STEPS) expect(isTableTransition(7, step, 10, { pending: 10 })).toBe(false);
    expect(isTableTransition(7, 'verifyMobile', 10, { pending: 10 })).toBe(true);
  });
});
