import { describe, expect, it } from 'vitest';
import { RESULT_ROUTES, resultRouteRedirect } from '../../../../domain/state/resultRoutes';

describe('resultRouteRedirect: who may see a result route (issue 11 item 6)', () => {
  it.each([
    ['/accepted', 10],
    ['/rejected', 13],
    ['/redirected', 12],
    ['/thank-you', 11],
    ['/checking', 6],
  ] as const)('%s opens for state %i, whose route it is', (route, state) => {
    expect(resultRouteRedirect(route, state)).toBeNull();
  });

  it.each(RESULT_ROUTES)('%s sends a session with nothing decided (0, the pre-offer steps, an offer stage, an unknown state) to the start', (route) => {
    for (const state of [0, 1, 5, 8, 25, 7, 30, -1, 99, Number.NaN]) expect(resultRouteRedirect(route, state)).toBe('/');
  });

  it('sends a decided session to its own result, never another one', () => {
    expect(resultRouteRedirect('/accepted', 13)).toBe('/rejected');
    expect(resultRouteRedirect('/rejected', 10)).toBe('/accepted');
    expect(resultRouteRedirect('/checking', 12)).toBe('/redirected');
    expect(resultRouteRedirect('/accepted', 6)).toBe('/checking');
  });
});
