import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '../../../ui/hooks/AppContext';
import { armSessionTimeoutLoad, SESSION_TIMEOUT_LOAD_DELAY_MILLISECONDS, SessionTimeoutLoader, type Schedule } from '../../../ui/app/SessionTimeoutLoader';
import { TranslateProvider } from '../../../ui/kit/Translate';
import { RootStore } from '../../../ui/stores/RootStore';
import type { Ticker } from '../../../ui/stores/SessionTimeoutStore';
import { FixedClock } from '../../support/FixedClock';
import { T0 } from '../../support/leadMother';
import { appFixture } from '../stores/support/appFixture';

/** Timers the test fires by hand. */
class ManualSchedule {
  readonly delays: number[] = [];
  private runs: (() => void)[] = [];
  readonly schedule: Schedule = (run, delayMs) => {
    this.delays.push(delayMs);
    this.runs.push(run);
    return () => {
      this.runs = this.runs.filter((pending) => pending !== run);
    };
  };
  get pending(): number {
    return this.runs.length;
  }
  fire(): void {
    for (const run of [...this.runs]) run();
  }
}

describe('armSessionTimeoutLoad (first-step budget: the session timeout code is not part of the first step)', () => {
  it('waits exactly 10 seconds when the page is not touched, then loads once', () => {
    const timers = new ManualSchedule();
    const target = new EventTarget();
    let loads = 0;
    armSessionTimeoutLoad(target, timers.schedule, () => (loads += 1));
    expect(SESSION_TIMEOUT_LOAD_DELAY_MILLISECONDS).toBe(10_000);
    expect(timers.delays).toEqual([10_000]);
    expect(loads).toBe(0);
    timers.fire();
    expect(loads).toBe(1);
    target.dispatchEvent(new Event('keydown'));
    expect(loads).toBe(1);
  });

  it.each(['pointerdown', 'keydown'])('a %s on the page loads at once, and the timer is cancelled', (type) => {
    const timers = new ManualSchedule();
    const target = new EventTarget();
    let loads = 0;
    armSessionTimeoutLoad(target, timers.schedule, () => (loads += 1));
    target.dispatchEvent(new Event(type));
    expect(loads).toBe(1);
    expect(timers.pending).toBe(0);
    target.dispatchEvent(new Event(type));
    expect(loads).toBe(1);
  });

  it('disarmed, it never loads', () => {
    const timers = new ManualSchedule();
    const target = new EventTarget();
    let loads = 0;
    const disarm = armSessionTimeoutLoad(target, timers.schedule, () => (loads += 1));
    disarm();
    timers.fire();
    target.dispatchEvent(new Event('pointerdown'));
    expect(loads).toBe(0);
  });
});

describe('SessionTimeoutLoader (the warning over every screen, fetched once the applicant starts)', () => {
  it('shows nothing before the first press, even with the warning due; after it the warning opens', async () => {
    const EXPIRY = 30 * 60_000;
    const fixture = await appFixture({ applicationDataExpiryMilliseconds: EXPIRY });
    const clock = fixture.services.clock as FixedClock;
    clock.set(T0);
    const ticker: Ticker = () => () => undefined;
    const stores = new RootStore(fixture.services, { ticker });
    await stores.funnel.start('');
    clock.set(stores.funnel.state!.sessionStartedAtMs + EXPIRY - 60_000);
    const timers = new ManualSchedule();
    render(
      <AppProvider services={fixture.services} stores={stores}>
        <TranslateProvider t={fixture.services.t}>
          <SessionTimeoutLoader schedule={timers.schedule} />
        </TranslateProvider>
      </AppProvider>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(await screen.findByRole('alertdialog', {}, { timeout: 10_000 })).toBeTruthy();
    expect(timers.pending).toBe(0);
  });
});
