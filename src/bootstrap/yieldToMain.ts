/** The window's scheduler, where the browser has one (Chromium 129+). */
interface YieldingWindow {
  readonly scheduler?: { readonly yield?: () => Promise<void> };
  setTimeout(callback: () => void, milliseconds: number): unknown;
}

/**
 * Lets the browser handle input and paint before the start-up goes on: one long task becomes several shorter ones
 * (first-step TBT; web.dev "Optimize long tasks"). `scheduler.yield` keeps this work ahead of other queued tasks.
 */
export function yieldToMain(win: YieldingWindow): Promise<void> {
  const schedulerYield = win.scheduler?.yield;
  if (typeof schedulerYield === 'function') return schedulerYield.call(win.scheduler);
  return new Promise((resolve) => win.setTimeout(resolve, 0));
}
