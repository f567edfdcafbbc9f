import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_STATE,
  APPLICATION_STATES,
  CHANGE_MOBILE_NUMBER_STATE,
  CHECKING_STATE,
  DECIDED_STATES,
  isSubmittedState,
  MOBILE_VERIFICATION_STATE,
  REDIRECTED_STATE,
  REJECTED_STATE,
  THANK_YOU_STATE,
} from '../../../../domain/state/applicationStates';
import { isKnownState, routeForState } from '../../../../domain/state/routeForState';
import { MAIN_ROUTES, OFFER_STAGE_ROUTES } from '../../../../domain/state/routes';

// docs/states-and-routes.md "Application states" table, with routes of docs/states-and-routes.md "Routes": written out here independently of the production table.
const EXPECTED: ReadonlyArray<[number, string]> = [
  [1, '/loan-information'], [2, '/personal-details'], [3, '/contact-details'], [4, '/income-details'],
  [5, '/other-information'], [6, '/checking'], [7, '/mobile-verification'], [8, '/employment-details'],
  [9, '/instantor'], [10, '/accepted'], [11, '/thank-you'], [12, '/redirected'], [13, '/rejected'],
  [14, '/continue'], [15, '/change-mobile-number'], [16, '/vehicle'], [17, '/wenance-tink'],
  [18, '/wenance-account'], [19, '/moneyman-paylands'], [20, '/consents'], [21, '/additional-employment-details'],
  [22, '/personal-details'], [23, '/marital-details'], [24, '/aide'], [25, '/reference-information'],
  [26, '/credit-details'], [27, '/professional-details'], [28, '/cnp'], [29, '/advanzia-consents'],
  [30, '/id-upload'], [31, '/customer-debts'], [32, '/reference-details'], [33, '/wniosek'],
  [34, '/wniosek-uzupelnienie'], [35, '/dynamic-consents'], [36, '/santander-comperia'], [37, '/tfbank-consents'],
  [38, '/ipfd-offer-choice'], [39, '/cofidis-offer'], [40, '/provident-offer'], [41, '/instabank-offer'],
  [42, '/proficredit-offer'],
];

describe('routeForState (docs/states-and-routes.md "Application states": application-state table)', () => {
  it.each(EXPECTED)('state %i is shown on %s', (state, route) => {
    expect(routeForState(state)).toBe(route);
  });

  it('holds exactly the 42 states 1–42 in order', () => {
    expect(APPLICATION_STATES.map((r) => r.state)).toEqual(EXPECTED.map(([s]) => s));
  });

  it('maps every state to a route that exists in docs/states-and-routes.md "Routes"', () => {
    const known = new Set<string>([...MAIN_ROUTES, ...OFFER_STAGE_ROUTES]);
    for (const row of APPLICATION_STATES) expect(known.has(row.route)).toBe(true);
  });

  it('answers the index for state 0 (none)', () => {
    expect(routeForState(0)).toBe('/');
    expect(isKnownState(0)).toBe(true);
  });

  it.each([-1, 43, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 1000])('answers null for unknown state %s', (state) => {
    expect(routeForState(state)).toBeNull();
    expect(isKnownState(state)).toBe(false);
  });
});

describe('named states (the server and the fake use these, never their own numbers)', () => {
  it.each([
    [CHECKING_STATE, '/checking'],
    [MOBILE_VERIFICATION_STATE, '/mobile-verification'],
    [ACCEPTED_STATE, '/accepted'],
    [THANK_YOU_STATE, '/thank-you'],
    [REDIRECTED_STATE, '/redirected'],
    [REJECTED_STATE, '/rejected'],
    [CHANGE_MOBILE_NUMBER_STATE, '/change-mobile-number'],
  ])('state %i is shown on %s', (state, route) => {
    expect(routeForState(state)).toBe(route);
  });
});

describe('a submitted application is closed for edits (issue 15 item 1)', () => {
  it('pre-offer states and "none" are open; checking, verification, the offer stages and the decided states are submitted', () => {
    for (const open of [0, 1, 2, 3, 4, 5, 8, 25, -1, 43, 2.5]) expect(isSubmittedState(open), String(open)).toBe(false);
    for (const closed of [6, 7, 9, 10, 11, 12, 13, 14, 16, 30, 42]) expect(isSubmittedState(closed), String(closed)).toBe(true);
  });

  it('the decided states are exactly accepted, thank you, redirected and rejected', () => {
    expect([...DECIDED_STATES].sort((a, b) => a - b)).toEqual([10, 11, 12, 13]);
    for (const state of DECIDED_STATES) expect(isSubmittedState(state)).toBe(true);
  });
});
