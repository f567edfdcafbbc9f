import { describe, expect, it } from 'vitest';
import type { PageLifecycle } from '../../../application/ports/PageLifecycle';

/** A page lifecycle under contract, and the ways the test moves the page: hidden, shown again, unloaded. */
export interface PageLifecycleHarness {
  readonly lifecycle: PageLifecycle;
  /** The page turns hidden (another tab, the app switcher): a mobile browser may discard it from now on. */
  hide(): void;
  /** The page is shown again. */
  show(): void;
  /** The page goes for good (reload, close, navigation, the back-forward cache). */
  unload(): void;
}

/**
 * The contract every `PageLifecycle` passes (application/ports/PageLifecycle.ts; the save queue writes storage when
 * told): the fake, the DOM adapter and any integrator's (a WebView bridge, say).
 */
export const describePageLifecycleContract = (label: string, setup: () => PageLifecycleHarness): void => {
  describe(`${label} honours the PageLifecycle contract`, () => {
    it('tells every listener when the page turns hidden and when it unloads, not when it is shown again', () => {
      const page = setup();
      const first: string[] = [];
      const second: string[] = [];
      page.lifecycle.onLeave(() => first.push('leave'));
      page.lifecycle.onLeave(() => second.push('leave'));
      page.show();
      expect(first).toEqual([]);
      page.hide();
      expect(first).toEqual(['leave']);
      page.show();
      page.unload();
      expect([first, second]).toEqual([['leave', 'leave'], ['leave', 'leave']]);
    });

    it('stops telling a listener once it unsubscribes, and only that one', () => {
      const page = setup();
      let stopped = 0;
      let kept = 0;
      const stop = page.lifecycle.onLeave(() => (stopped += 1));
      page.lifecycle.onLeave(() => (kept += 1));
      stop();
      page.hide();
      page.unload();
      expect([stopped, kept]).toEqual([0, 2]);
    });
  });
};
