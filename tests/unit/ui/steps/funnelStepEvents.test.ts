import { describe, expect, it } from 'vitest';
import { FunnelEvents } from '../../../../application/analytics/FunnelEvents';
import { stepContinued, stepShown, type EventfulStep } from '../../../../ui/steps/funnelStepEvents';
import { FixedClock } from '../../../support/FixedClock';
import { SequenceIdGenerator } from '../../../support/SequenceIdGenerator';
import { Sha256Hasher } from '../../../support/Sha256Hasher';
import { SpyLogger } from '../../../support/SpyLogger';
import { SpyProductAnalytics } from '../../../support/SpyProductAnalytics';

const STEPS = ['initial-details', 'loan-purpose'];

/** A source of FunnelEvents whose first answer arrives only when `release` is called, later ones at once. */
function slowFirstSource(events: FunnelEvents): { readonly source: () => Promise<FunnelEvents>; readonly release: () => void } {
  let release = (): void => undefined;
  const first = new Promise<FunnelEvents>((resolve) => (release = () => resolve(events)));
  let calls = 0;
  return { source: () => (calls++ === 0 ? first : Promise.resolve(events)), release };
}

describe('funnelStepEvents (docs/funnel-events.md)', () => {
  it('hands the events over in the order they happened, with the time each happened, though the first one\'s code arrives last', async () => {
    const clock = new FixedClock();
    const analytics = new SpyProductAnalytics();
    const events = new FunnelEvents({ analytics, clock, ids: new SequenceIdGenerator(), hasher: new Sha256Hasher(), logger: new SpyLogger(), brand: 'es-vehicle' });
    const shownAt = clock.now();
    await events.stepShown({ key: 'initial-details', position: 1, steps: 2 }, shownAt);
    const { source, release } = slowFirstSource(events);
    // Only the number of steps is read from them.
    const funnel = { positionOf: (path: string) => STEPS.indexOf(path) + 1, steps: STEPS.map((path) => ({ path })) } as unknown as EventfulStep['deps']['funnel'];
    const stepAt = (path: string): EventfulStep => ({ step: { path }, deps: { funnel, events: source, clock } });

    // An instant Continue: the next step is on screen before the continued step's event has its code.
    clock.advance(4_000);
    const continuedAt = clock.now();
    stepContinued(stepAt('initial-details'));
    clock.advance(5);
    stepShown(stepAt('loan-purpose'), clock.now());
    clock.advance(100);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await events.settled();

    expect(analytics.captured.map((event) => `${event.event}:${String(event.properties?.step)}`)).toEqual([
      'funnel_step_shown:initial-details',
      'funnel_step_continued:initial-details',
      'funnel_step_shown:loan-purpose',
    ]);
    const continued = analytics.captured[1];
    expect(continued?.timestamp).toBe(continuedAt);
    expect(continued?.properties?.time_on_step_ms).toBe(4_000);
    expect(analytics.captured[2]?.timestamp).toBe(continuedAt + 5);
  });
});
