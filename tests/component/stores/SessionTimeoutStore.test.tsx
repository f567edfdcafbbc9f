import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { FunnelStorage, instantMs } from '../../../application/session/FunnelStorage';
import type { FunnelState } from '../../../application/session/FunnelState';
import { ExtendSession } from '../../../application/usecases/ExtendSession';
import { AppProvider } from '../../../ui/hooks/AppContext';
import { SessionTimeoutHost } from '../../../ui/app/SessionTimeoutHost';
import { TranslateProvider } from '../../../ui/kit/Translate';
import { RootStore } from '../../../ui/stores/RootStore';
import { APPLICATION_STATUSES } from '../../../domain/lead/ApplicationResult';
import { SessionTimeoutStore, WARNING_LEAD_MILLISECONDS, WATCHED_STATUSES, type SessionHolder, type Ticker } from '../../../ui/stores/SessionTimeoutStore';
import { FixedClock } from '../../support/FixedClock';
import { InMemoryKeyValueStorage } from '../../support/InMemoryKeyValueStorage';
import { SpyLogger } from '../../support/SpyLogger';
import { aBrand, aFunnelState, aSavedState, T0 } from '../../support/leadMother';
import { localeT } from '../support/renderWithT';
import { appFixture } from './support/appFixture';

const MINUTE = 60_000;
const SECOND = 1_000;
const EXPIRY = 30 * MINUTE;
const WARN_AT = T0 + EXPIRY - 2 * MINUTE;

/** A ticker the test fires by hand: no real timers (the store reads the clock on each tick). */
class ManualTicker {
  private ticks: (() => void)[] = [];
  readonly intervals: number[] = [];
  readonly ticker: Ticker = (tick, intervalMs) => {
    this.ticks.push(tick);
    this.intervals.push(intervalMs);
    return () => {
      this.ticks = this.ticks.filter((t) => t !== tick);
    };
  };
  get running(): number {
    return this.ticks.length;
  }
  fire(): void {
    for (const tick of this.ticks) tick();
  }
}

function setUp(state: FunnelState | null = aSavedState('lead-1', 2, { sessionStartedAtMs: T0 }), failure: string | null = null) {
  const clock = new FixedClock(T0);
  const memory = new InMemoryKeyValueStorage();
  const storage = new FunnelStorage(memory, new SpyLogger());
  const extendSession = new ExtendSession({ storage, clock, brand: aBrand({ applicationDataExpiryMilliseconds: EXPIRY }) });
  const holder = observable({
    state,
    failure,
    adopt(next: FunnelState) {
      this.state = next;
    },
  }) as SessionHolder & { state: FunnelState | null; failure: string | null };
  const ticks = new ManualTicker();
  const store = new SessionTimeoutStore(holder, clock, ticks.ticker, EXPIRY, extendSession);
  const stop = store.watch();
  const at = (instant: number) => {
    clock.set(instant);
    ticks.fire();
  };
  return { clock, memory, holder, ticks, store, stop, at };
}

describe('SessionTimeoutStore (WCAG 2.2.1; docs/sessions-and-storage.md "Session expiry and the timeout warning")', () => {
  it('ticks once a second from an injected ticker and stops when told', () => {
    const { ticks, stop } = setUp();
    expect(ticks.intervals).toEqual([SECOND]);
    expect(ticks.running).toBe(1);
    stop();
    expect(ticks.running).toBe(0);
  });

  it('warns exactly 2 minutes before the end, and not one second (or one millisecond) earlier', () => {
    const { store, at } = setUp();
    expect(WARNING_LEAD_MILLISECONDS).toBe(2 * MINUTE);
    at(WARN_AT - SECOND);
    expect(store.warningOpen).toBe(false);
    at(WARN_AT - 1);
    expect(store.warningOpen).toBe(false);
    at(WARN_AT);
    expect(store.warningOpen).toBe(true);
    expect(store.secondsLeft).toBe(120);
    expect(store.expired).toBe(false);
  });

  it('extending hides the warning and moves the end to now + expiry, persisted under sessionStartedAt', async () => {
    const { store, at, holder, memory } = setUp();
    at(WARN_AT + 30 * SECOND);
    expect(store.warningOpen).toBe(true);
    await expect(store.extend()).resolves.toEqual({ kind: 'extended' });
    expect(store.warningOpen).toBe(false);
    expect(store.endsAtMs).toBe(WARN_AT + 30 * SECOND + EXPIRY);
    expect(holder.state?.sessionStartedAtMs).toBe(WARN_AT + 30 * SECOND);
    expect(instantMs(memory.read('sessionStartedAt'))).toBe(WARN_AT + 30 * SECOND);
    at(WARN_AT + 30 * SECOND + EXPIRY - 2 * MINUTE - SECOND);
    expect(store.warningOpen).toBe(false);
    at(WARN_AT + 30 * SECOND + EXPIRY - 2 * MINUTE);
    expect(store.warningOpen).toBe(true);
  });

  it('at the end it reports expiry; its action then restarts at the saved lead instead of extending', async () => {
    const { store, at, memory } = setUp();
    at(T0 + EXPIRY - SECOND);
    expect(store.expired).toBe(false);
    expect(store.secondsLeft).toBe(1);
    at(T0 + EXPIRY);
    expect(store.expired).toBe(true);
    expect(store.secondsLeft).toBe(0);
    expect(store.warningOpen).toBe(true);
    await expect(store.extend()).resolves.toEqual({ kind: 'restart', leadId: 'lead-1' });
    expect(memory.read('sessionStartedAt')).toBeUndefined();
  });

  it('answers are kept when the lead is saved to the API and the last save did not fail', () => {
    expect(setUp().store.answersKept).toBe(true);
    expect(setUp(aSavedState('lead-1'), 'Network').store.answersKept).toBe(false);
    expect(setUp(aFunnelState()).store.answersKept).toBe(false);
  });

  it('watches nothing before the session starts', () => {
    const notStarted = setUp(null);
    notStarted.at(T0 + 10 * EXPIRY);
    expect(notStarted.store.warningOpen).toBe(false);
  });

  it.each(APPLICATION_STATUSES.map((status) => [status, WATCHED_STATUSES.includes(status)] as const))(
    'with the result %s the timeout is watched: %s',
    (status, watched) => {
      const { store, at, holder } = setUp(aSavedState('lead-1', 5, { sessionStartedAtMs: T0, result: { status } }));
      at(WARN_AT);
      expect(store.warningOpen).toBe(watched);
      runInAction(() => holder.adopt({ ...holder.state!, result: null }));
      expect(store.warningOpen).toBe(true);
    },
  );
});

describe('SessionTimeoutHost (the mounted warning)', () => {
  async function mounted() {
    const fixture = await appFixture({ applicationDataExpiryMilliseconds: EXPIRY });
    const clock = fixture.services.clock as FixedClock;
    const services = { ...fixture.services, t: localeT('en') };
    const ticks = new ManualTicker();
    const stores = new RootStore(services, { ticker: ticks.ticker });
    await stores.funnel.start('');
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    render(
      <AppProvider services={services} stores={stores}>
        <TranslateProvider t={services.t}>
          <SessionTimeoutHost />
        </TranslateProvider>
      </AppProvider>,
    );
    const at = (instant: number) =>
      act(() => {
        clock.set(instant);
        ticks.fire();
      });
    return { field, at, ticks, stores, fixture };
  }

  it('leaves focus on the form until the warning opens, moves it into the dialog, and gives it back after "extend"', async () => {
    const user = userEvent.setup();
    const { field, at } = await mounted();
    at(WARN_AT - SECOND);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(field);
    at(WARN_AT);
    const dialog = screen.getByRole('alertdialog', { name: 'Your session is about to end' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    // The kit formats the time in the brand's locale (es-ES).
    expect(dialog.textContent).toContain('2 minutos');
    await user.click(screen.getByRole('button', { name: 'Continue my application' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(field);
    field.remove();
  });

  it('after the end says the session ended and whether the answers were kept', async () => {
    const { field, at } = await mounted();
    at(T0 + EXPIRY);
    expect(screen.getByRole('alertdialog', { name: 'Your session has ended' }).textContent).toContain('Your last answers could not be saved');
    field.remove();
  });

  it('at the end, drops every answer typed and not continued, from memory and storage (docs/drafts.md "When a draft is dropped")', async () => {
    const { at, stores, fixture } = await mounted();
    const drafts = await fixture.services.answerDrafts!(stores.funnel);
    drafts.keep('name', [{ name: 'personalDetails.firstName', control: 'text', storable: true }], { 'personalDetails.firstName': 'Ana' });
    drafts.flush();
    at(T0 + EXPIRY - SECOND);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fixture.storage.keys()).toContain('answerDrafts');
    at(T0 + EXPIRY);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fixture.storage.keys()).not.toContain('answerDrafts');
    expect(drafts.read('name')).toEqual({});
  });
});
