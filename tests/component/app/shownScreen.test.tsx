import { describe, expect, it } from 'vitest';
import { AcceptedScreen, LATER_SCREENS } from '../../../ui/app/laterScreens';
import type { NavigationLocation } from '../../../ui/app/Navigation';
import { shownScreen } from '../../../ui/app/Screens';
import { RESULT_ROUTES } from '../../../ui/app/screenRoutes';

const at = (pathname: string): NavigationLocation => ({ pathname, search: {} });
/** The router headed for `to` while its transition from `from` has not resolved yet. */
const headed = (to: string, from: string) => ({ location: () => at(to), resolved: () => at(from) });

// One file of its own: whether the later screens' chunk has arrived is the module's state, and these tests follow its order.
describe('the screen drawn while the router moves (issue 25 item 4: the result as soon as the decision is known)', () => {
  it("before the result screens' code is here, a result route waits for the router, as every other screen does", () => {
    expect(AcceptedScreen.loaded()).toBe(false);
    expect(shownScreen(headed('/accepted', '/check-answers'))).toBe('funnel');
  });

  it('once it is here, every result route of the decision shows at once; any other route still waits for the router', async () => {
    await Promise.all(LATER_SCREENS.map((screen) => screen.prefetch()));
    for (const route of ['/checking', '/accepted', '/rejected', '/thank-you', '/redirected']) {
      expect(RESULT_ROUTES).toContain(route);
      expect(shownScreen(headed(route, '/check-answers'))).toBe(route);
    }
    // Leaving a result for the form, a 404 or an offer-stage screen: the screen changes when the router has resolved.
    expect(shownScreen(headed('/check-answers', '/accepted'))).toBe('/accepted');
    expect(shownScreen(headed('/404', '/accepted'))).toBe('/accepted');
    expect(shownScreen(headed('/unsubscribe', '/accepted'))).toBe('/accepted');
    expect(shownScreen(headed('/step/name', '/step/name'))).toBe('funnel');
  });
});
