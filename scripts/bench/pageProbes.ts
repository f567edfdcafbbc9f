import type { BrowserContext, Page } from 'playwright-core';

/** Inputs that count as "the first input" / "the next step's input" (the step form, the amount modal, the review's submit). */
export const INPUT_SELECTOR = 'main input:not([type=hidden]), main select, [role=dialog] input:not([type=hidden]), #submit-application';

interface ProbeWindow {
  __firstInputMs?: number | null;
  __longTasks?: number[];
  __advanceMs?: number | null;
}

/**
 * In every document: the time (ms since navigation start) the first visible, enabled input appears — React has
 * committed it with its handlers, so it is interactive — and every long task (PerformanceObserver 'longtask').
 */
export async function installProbes(context: BrowserContext): Promise<void> {
  await context.addInitScript((selector: string) => {
    const w = window as unknown as ProbeWindow;
    w.__firstInputMs = null;
    w.__longTasks = [];
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__longTasks?.push(entry.duration);
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
  }, INPUT_SELECTOR);
}

export async function firstInputMs(page: Page): Promise<number> {
  await page.waitForFunction(() => (window as unknown as ProbeWindow).__firstInputMs != null, undefined, { timeout: 60_000 });
  return page.evaluate(() => (window as unknown as ProbeWindow).__firstInputMs as number);
}

export const longTasks = (page: Page): Promise<number[]> => page.evaluate(() => [...((window as unknown as ProbeWindow).__longTasks ?? [])]);

/**
 * Arms the step timer: from the next pointerdown to the moment the page shows another route with a visible input
 * (the next step's question or the review's submit), measured in the page with performance.now().
 */
export async function armAdvanceTimer(page: Page): Promise<void> {
  await page.evaluate((selector: string) => {
    const w = window as unknown as ProbeWindow;
    w.__advanceMs = null;
    const from = location.pathname;
    let start: number | null = null;
    addEventListener('pointerdown', () => (start = performance.now()), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (start === null || location.pathname === from) return;
      const input = document.querySelector<HTMLElement>(selector);
      if (input && input.checkVisibility()) {
        w.__advanceMs = performance.now() - start;
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true });
  }, INPUT_SELECTOR);
}

export async function advanceMs(page: Page): Promise<number> {
  await page.waitForFunction(() => (window as unknown as ProbeWindow).__advanceMs != null, undefined, { timeout: 30_000 });
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
