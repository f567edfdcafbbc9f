import { describe, expect, it } from 'vitest';
import { APPLICATION_STATES } from '../../../../domain/state/applicationStates';
import { redirectOnProgressChange } from '../../../../domain/state/redirectOnProgressChange';

describe('redirectOnProgressChange (docs/states-and-routes.md "Application states")', () => {
  it('targets the index by default and pushes after a pre-offer state', () => {
    expect(redirectOnProgressChange(1, 6)).toEqual({ target: '/', method: 'PUSH' });
  });

  it('replaces when the previous state is after-offer', () => {
    expect(redirectOnProgressChange(7, 10)).toEqual({ target: '/', method: 'REPLACE' });
  });

  it('pushes from state 0 (none)', () => {
    expect(redirectOnProgressChange(0, 1)).toEqual({ target: '/', method: 'PUSH' });
  });

  it('uses a given target', () => {
    expect(redirectOnProgressChange(2, 3, '/contact-details')).toEqual({ target: '/contact-details', method: 'PUSH' });
  });

  it('sets nothing when the state did not change', () => {
    expect(redirectOnProgressChange(7, 7)).toBeNull();
  });

  it.each(APPLICATION_STATES.map((r) => [r.state, r.afterOffer ? 'REPLACE' : 'PUSH'] as const))(
    'leaving state %i uses %s',
    (state, method) => {
      expect(redirectOnProgressChange(state, state === 42 ? 1 : state + 1)?.method).toBe(method);
    },
  );
});
