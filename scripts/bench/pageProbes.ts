import type { BrowserContext, Page } from 'playwright-core';

/** Inputs that count as "the first input" / "the next step's input" (the step form, the amount modal, the review's submit). */
export const INPUT_SELECTOR = 'main input:not([type=hidden]), main select, [role=dialog] input:not([type=hidden]), #submit-application';
/** Any page's inputs, for a funnel whose markup we do not know (the peer of `--peer`). */
export const ANY_INPUT_SELECTOR = 'input:not([type=hidden]):not([type=button]):not([type=submit]), select, textarea';

/**
 * When a step counts as advanced: 'route' — another path with a visible input (our funnel, the floor page);
 * 'newInput' — a visible input that was not in the page when the timer was armed (a funnel that keeps its URL).
 */
export type AdvanceSignal = 'route' | 'newInput';

interface ProbeWindow {
  __firstInputMs?: number | null;
  __longTasks?: number[];
  /** Every long task as [startTime, duration] (ms since navigation start). */
  __longTaskSpans?: Array<[number, number]>;
  __advanceMs?: number | null;
  /** Every timed advance as [pointer-down, next input visible] (ms since navigation start). */
  __advanceWindows?: Array<[number, number]>;
  /** When the app took the prerendered first screen over (#root lost data-prerendered), ms since navigation start. */
  __takenOverMs?: number | null;
}

/**
 * In every document: the time (ms since navigation start) the first visible, enabled input appears — React has
 * committed it with its handlers, so it is interactive — and every long task (PerformanceObserver 'longtask').
 */
export async function installProbes(context: BrowserContext, inputSelector: string = INPUT_SELECTOR): Promise<void> {
  await context.addInitScript((selector: string) => {
    const w = window as unknown as ProbeWindow;
    w.__firstInputMs = null;
    w.__longTasks = [];
    w.__longTaskSpans = [];
    w.__advanceWindows = [];
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          w.__longTasks?.push(entry.duration);
          w.__longTaskSpans?.push([entry.startTime, entry.duration]);
        }
      }).observe({ type: 'longtask', buffered: true });
    } catch {
      // No long-task timing in this browser: the count stays 0.
    }
    const observer = new MutationObserver(() => {
      const input = document.querySelector<HTMLInputElement>(selector);
      if (input && !input.disabled && input.checkVisibility()) {
        w.__firstInputMs = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true });
    w.__takenOverMs = null;
    const takeOver = new MutationObserver(() => {
      const root = document.getElementById('root');
      if (root && !root.hasAttribute('data-prerendered') && root.childElementCount > 0) {
        w.__takenOverMs = performance.now();
        takeOver.disconnect();
      }
    });
    takeOver.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-prerendered'] });
  }, inputSelector);
}

/** The first seconds of a cold load, as issue 25 reads them: the take-over's moment and the long tasks after it. */
export interface FirstSeconds {
  /** Load event end, ms since navigation start. */
  readonly loadMs: number;
  /** When the app took the prerendered screen over (null: it never did within the window, or no prerendered screen). */
  readonly takenOverMs: number | null;
  /** Long tasks (ms) that started after the take-over and before load + `windowMs`: work done while the applicant reads. */
  readonly afterTakeOver: readonly number[];
}

/** Waits until `windowMs` after the load event, then reads the take-over and the long tasks after it. */
export async function firstSeconds(page: Page, windowMs = 5_000): Promise<FirstSeconds> {
  await page.waitForFunction(() => performance.getEntriesByType('navigation')[0] instanceof PerformanceNavigationTiming && (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd > 0, undefined, { timeout: 60_000 });
  const loadMs = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd);
  await page.waitForFunction((until) => performance.now() > until, loadMs + windowMs, { timeout: windowMs + 60_000, polling: 250 });
  return page.evaluate(
    ([load, span]) => {
      const w = window as unknown as ProbeWindow;
      const takenOverMs = w.__takenOverMs ?? null;
      const from = takenOverMs ?? 0;
      const afterTakeOver = (w.__longTaskSpans ?? []).filter(([start]) => start >= from && start < load + span).map(([, duration]) => duration);
      return { loadMs: load, takenOverMs, afterTakeOver };
    },
    [loadMs, windowMs] as const,
  );
}

export async function firstInputMs(page: Page): Promise<number> {
  await page.waitForFunction(() => (window as unknown as ProbeWindow).__firstInputMs != null, undefined, { timeout: 60_000 });
  return page.evaluate(() => (window as unknown as ProbeWindow).__firstInputMs as number);
}

export const longTasks = (page: Page): Promise<number[]> => page.evaluate(() => [...((window as unknown as ProbeWindow).__longTasks ?? [])]);

/**
 * The long tasks that overlap a timed advance (pointer-down on Continue → next input visible), their durations in ms:
 * work the step change did that could have been done before it (issue 14 item 2). Read once the journey is over, so
 * entries the observer delivers late are counted.
 */
export const advanceLongTasks = (page: Page): Promise<number[]> =>
  page.evaluate(() => {
    const w = window as unknown as ProbeWindow;
    const windows = w.__advanceWindows ?? [];
    return (w.__longTaskSpans ?? []).filter(([start, duration]) => windows.some(([from, to]) => start < to && start + duration > from)).map(([, duration]) => duration);
  });

/**
 * Arms the step timer: from the next pointerdown to the moment the page shows the next step's input (see
 * AdvanceSignal; our next step's question or the review's submit), measured in the page with performance.now().
 */
export async function armAdvanceTimer(page: Page, inputSelector: string = INPUT_SELECTOR, signal: AdvanceSignal = 'route'): Promise<void> {
  await page.evaluate(
    ([selector, until]) => {
      const w = window as unknown as ProbeWindow;
      w.__advanceMs = null;
      const from = location.pathname;
      const before = new Set(until === 'newInput' ? document.querySelectorAll(selector) : []);
      let start: number | null = null;
      // The marks bound the window in a Chromium trace (scripts/bench/profileAdvance.ts); the floor pays them too.
      addEventListener('pointerdown', () => (start = performance.mark('advance:start').startTime), { capture: true, once: true });
      const observer = new MutationObserver(() => {
        if (start === null || (until === 'route' && location.pathname === from)) return;
        const first = document.querySelector<HTMLElement>(selector);
        const candidates = until === 'route' ? (first ? [first] : []) : [...document.querySelectorAll<HTMLElement>(selector)].filter((input) => !before.has(input));
        if (candidates.some((input) => input.checkVisibility())) {
          const end = performance.mark('advance:end').startTime;
          w.__advanceMs = end - start;
          (w.__advanceWindows ??= []).push([start, end]);
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true, attributes: true });
    },
    [inputSelector, signal] as const,
  );
}

export async function advanceMs(page: Page, timeoutMs = 30_000): Promise<number> {
  await page.waitForFunction(() => (window as unknown as ProbeWindow).__advanceMs != null, undefined, { timeout: timeoutMs });
  return page.evaluate(() => (window as unknown as ProbeWindow).__advanceMs as number);
}

/** JS heap in use, in bytes (CDP Performance.getMetrics JSHeapUsedSize). */
export async function jsHeapBytes(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  await cdp.detach();
  return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? Number.NaN;
}

/** 1 = unthrottled, 4 = 4× CPU slowdown (CDP Emulation.setCPUThrottlingRate). */
export async function throttleCpu(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** What a journey ends with, ours or the peer's alike: its long tasks, those in step advances, and the JS heap. */
export async function journeyTotals(page: Page): Promise<{ longTaskCount: number; longTaskMs: number; advanceLongTaskCount: number; advanceLongTaskMs: number; heapBytes: number }> {
  const tasks = await longTasks(page);
  const inAdvance = await advanceLongTasks(page);
  return {
    longTaskCount: tasks.length,
    longTaskMs: tasks.reduce((a, b) => a + b, 0),
    advanceLongTaskCount: inAdvance.length,
    advanceLongTaskMs: inAdvance.reduce((a, b) => a + b, 0),
    heapBytes: await jsHeapBytes(page),
  };
}
