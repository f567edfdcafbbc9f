import { describe, expect, it } from 'vitest';
import type { FunnelStore } from '../../../../ui/stores/FunnelStore';
import { RouteGuardStore } from '../../../../ui/stores/RouteGuardStore';

/** A funnel at `progressState` that records the state it is told to adopt. */
function funnelAt(progressState: number) {
  const adopted: number[] = [];
  const funnel = {
    state: { lead: { id: 'lead-1' }, other: { progressState } },
    adopt: (state: { other: { progressState: number } }) => adopted.push(state.other.progressState),
    resume: async () => undefined,
  };
  return { funnel: funnel as unknown as FunnelStore, adopted };
}

describe('RouteGuardStore: what the screen the guard leads to says (docs/states-and-routes.md "Routes")', () => {
  it('a screen opened out of turn says why on the screen it leads to, and only there', () => {
    const guard = new RouteGuardStore(funnelAt(7).funnel);
    guard.redirected('/mobile-verification', 'notPending');
    expect(guard.notice).toEqual({ route: '/mobile-verification', reason: 'notPending' });
    guard.leftFor('/mobile-verification');
    expect(guard.notice).not.toBeNull();
    guard.leftFor('/accepted');
    expect(guard.notice).toBeNull();
  });

  it("the applicant's own step moving the state on says nothing: the screen they were on is not one opened out of turn", () => {
    const guard = new RouteGuardStore(funnelAt(1).funnel);
    guard.leftFor('/check-answers');
    expect(guard.wasOn('/check-answers')).toBe(true);
    expect(guard.wasOn('/step/monthly-income')).toBe(false);
    guard.redirected('/redirected', null);
    expect(guard.notice).toBeNull();
  });

  it("the API's refusal is said even then, with the state it names adopted", () => {
    const { funnel, adopted } = funnelAt(7);
    const guard = new RouteGuardStore(funnel);
    guard.follow({ code: 'ApplicationDecided', progressState: 13 });
    expect(adopted).toEqual([13]);
    guard.redirected('/rejected', null);
    expect(guard.notice).toEqual({ route: '/rejected', reason: 'decided' });
    // Said once: the next redirect has its own reason.
    guard.redirected('/rejected', null);
    expect(guard.notice).toBeNull();
  });
});
