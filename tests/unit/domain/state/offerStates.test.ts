import { describe, expect, it } from 'vitest';
import { APPLICATION_STATES } from '../../../../domain/state/applicationStates';
import { carriesEmployerData, EMPLOYER_DATA_STATES, isAfterOffer, PRE_OFFER_STATES } from '../../../../domain/state/offerStates';

const PRE_OFFER = [1, 2, 3, 4, 5, 25, 8];

describe('pre-offer and after-offer states (docs/states-and-routes.md "Application states")', () => {
  it('holds the pre-offer set {1, 2, 3, 4, 5, 25, 8}', () => {
    expect([...PRE_OFFER_STATES].sort((a, b) => a - b)).toEqual([...PRE_OFFER].sort((a, b) => a - b));
  });

  it.each(APPLICATION_STATES.map((r) => [r.state, !PRE_OFFER.includes(r.state)] as const))(
    'state %i after-offer is %s',
    (state, after) => {
      expect(isAfterOffer(state)).toBe(after);
      expect(PRE_OFFER_STATES.has(state)).toBe(!after);
    },
  );

  it.each([0, -1, 43, 2.5])('state %s is not after-offer', (state) => {
    expect(isAfterOffer(state)).toBe(false);
  });
});

describe('carriesEmployerData (docs/states-and-routes.md "Application states": 8 and 21)', () => {
  it.each(APPLICATION_STATES.map((r) => [r.state, r.state === 8 || r.state === 21] as const))('state %i → %s', (state, carries) => {
    expect(carriesEmployerData(state)).toBe(carries);
  });

  it('exposes the set {8, 21}', () => {
    expect([...EMPLOYER_DATA_STATES]).toEqual([8, 21]);
    expect(carriesEmployerData(0)).toBe(false);
  });
});
