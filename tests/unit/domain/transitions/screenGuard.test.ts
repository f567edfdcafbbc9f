import { describe, expect, it } from 'vitest';
import { APPLICATION_STATES, DECIDED_STATES } from '../../../../domain/state/applicationStates';
import { PRE_OFFER_STATES } from '../../../../domain/state/offerStates';
import { RESULT_ROUTES } from '../../../../domain/state/resultRoutes';
import { INDEX_ROUTE, OFFER_STAGE_ROUTES, type AppRoute } from '../../../../domain/state/routes';
import { routesShownAt, screenRedirect } from '../../../../domain/transitions/screenGuard';
import { pendingRoute } from '../../../../domain/transitions/transitions';

const ALL_STATES = [0, ...APPLICATION_STATES.map((row) => row.state)];
const SCREEN_ROUTES: readonly AppRoute[] = [...OFFER_STAGE_ROUTES, ...RESULT_ROUTES];
const route = (asked: AppRoute) => ({ kind: 'route', route: asked }) as const;

describe('screenRedirect: the funnel shows the screen of the state the lead is in (issue 22 item 4)', () => {
  it.each(ALL_STATES)('state %i: a route opens only where the state shows it; anything else leads to a screen the state shows', (state) => {
    const shown = routesShownAt(state);
    for (const asked of SCREEN_ROUTES) {
      const target = screenRedirect(state, route(asked));
      expect(target === null, `${asked} at ${state}`).toBe(shown.includes(asked));
      // Where it leads opens there (no loop): the state's own screen, or the index that resumes the form.
      if (target !== null && target !== INDEX_ROUTE) expect(shown).toContain(target);
    }
  });

  it.each(ALL_STATES)('state %i shows its pending route and no other state\'s own screen', (state) => {
    const own = pendingRoute(state);
    const shown = routesShownAt(state);
    if (own) expect(shown[0]).toBe(own);
    const othersOwn = new Set(ALL_STATES.filter((other) => other !== state).map((other) => pendingRoute(other)));
    // Only the alternative screens (the change of number beside the code, smava beside a partner) are another state's.
    expect(shown.slice(1).filter((extra) => othersOwn.has(extra))).toEqual(shown.includes('/change-mobile-number') && state !== 15 ? ['/change-mobile-number'] : []);
  });

  it('the issue\'s cases: the code comes first, documents come first, a decided lead sees its result', () => {
    expect(screenRedirect(7, route('/consents'))).toBe('/mobile-verification');
    expect(screenRedirect(7, route('/accepted'))).toBe('/mobile-verification');
    expect(screenRedirect(7, route('/change-mobile-number'))).toBeNull();
    expect(screenRedirect(30, route('/smava'))).toBe('/id-upload');
    expect(screenRedirect(30, route('/accepted'))).toBe('/id-upload');
    expect(screenRedirect(38, route('/smava'))).toBeNull();
    expect(screenRedirect(6, route('/accepted'))).toBe('/checking');
    expect(screenRedirect(13, route('/accepted'))).toBe('/rejected');
    expect(screenRedirect(10, { kind: 'answers' })).toBe('/accepted');
    expect(screenRedirect(13, { kind: 'review', allAnswered: true })).toBe('/rejected');
  });

  it('a fresh browser (no state) opens the form, never the review without answers nor a later screen', () => {
    expect(screenRedirect(0, { kind: 'answers' })).toBeNull();
    expect(screenRedirect(0, { kind: 'review', allAnswered: false })).toBe(INDEX_ROUTE);
    for (const asked of SCREEN_ROUTES) expect(screenRedirect(0, route(asked))).toBe(INDEX_ROUTE);
  });

  it.each([...PRE_OFFER_STATES])('pre-offer state %i takes answers: the steps open, the review once all is answered', (state) => {
    expect(screenRedirect(state, { kind: 'answers' })).toBeNull();
    expect(screenRedirect(state, { kind: 'review', allAnswered: true })).toBeNull();
    expect(screenRedirect(state, { kind: 'review', allAnswered: false })).toBe(INDEX_ROUTE);
  });

  it.each([...DECIDED_STATES])('decided state %i shows its result instead of the form, the review and every other screen', (state) => {
    const result = pendingRoute(state);
    expect(RESULT_ROUTES).toContain(result);
    expect(screenRedirect(state, { kind: 'answers' })).toBe(result);
    expect(screenRedirect(state, { kind: 'review', allAnswered: true })).toBe(result);
    for (const asked of SCREEN_ROUTES.filter((r) => r !== result)) expect(screenRedirect(state, route(asked))).toBe(result);
  });

  it('a state outside the table shows the form, never a screen that needs the state', () => {
    for (const state of [-1, 99, 1.5, Number.NaN]) {
      for (const asked of SCREEN_ROUTES) expect(screenRedirect(state, route(asked))).toBe(INDEX_ROUTE);
      expect(screenRedirect(state, { kind: 'review', allAnswered: true })).toBe(INDEX_ROUTE);
      expect(screenRedirect(state, { kind: 'answers' })).toBeNull();
    }
  });

  it('a result route opens for the state whose route it is, a decided lead is sent to its own result (issue 11 item 6)', () => {
    for (const [asked, state] of [['/accepted', 10], ['/rejected', 13], ['/redirected', 12], ['/thank-you', 11], ['/checking', 6]] as const) {
      expect(screenRedirect(state, route(asked))).toBeNull();
    }
    expect(screenRedirect(13, route('/accepted'))).toBe('/rejected');
    expect(screenRedirect(10, route('/rejected'))).toBe('/accepted');
    expect(screenRedirect(12, route('/checking'))).toBe('/redirected');
  });
});
