import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { ROOT } from './brandServer';

/** A colour of a brand's theme (`--color-{name}`) as the browser reports a computed colour, e.g. `rgb(11, 95, 255)`. */
export function brandColourRgb(brandId: string, name: string): string {
  const css = readFileSync(join(ROOT, 'brands', brandId, 'theme.css'), 'utf8');
  const hex = new RegExp(`--color-${name}:\\s*#([0-9a-f]{6})\\b`, 'i').exec(css)?.[1];
  if (!hex) throw new Error(`brands/${brandId}/theme.css has no 6-digit --color-${name}`);
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/**
 * Holds back every app chunk by `delayMs`, so the prerendered page is on screen alone for that long. Navigate with
 * `waitUntil: 'commit'` then: the deferred entry script holds back DOMContentLoaded and load as well.
 */
export async function delayAppScripts(page: Page, delayMs: number): Promise<void> {
  await page.route('**/static/js/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
}

/**
 * A slow mobile link (150 ms round trip, 1.6 Mbit/s down, as Lighthouse's mobile throttling): the page arrives in
 * several pieces, so a screen painted before its end would grow and shift.
 */
export async function slowLink(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
}

/** The root still holds the build's markup: the app has not taken over (src/bootstrap/firstScreen.ts). */
export const notTakenOver = (page: Page): Promise<boolean> => page.locator('#root').evaluate((root) => root.hasAttribute('data-prerendered'));

/** Waits for the take-over: mount.tsx removes the marker once the app owns the root. */
export async function waitForTakeOver(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', /.*/, { timeout: 20_000 });
}

/**
 * Records from the first byte (init script): layout shifts, paint timings and the largest contentful paint, the
 * `<h1>` and dialog title nodes as the HTML parser made them, and CSP violations.
 */
export async function observeFirstPaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: number[]; __lcp: number[]; __csp: string[]; __firstH1: Element | null; __firstDialogTitle: Element | null };
    w.__shifts = [];
    w.__lcp = [];
    w.__csp = [];
    w.__firstH1 = null;
    w.__firstDialogTitle = null;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) w.__shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__lcp.push(entry.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    document.addEventListener('securitypolicyviolation', (event) => w.__csp.push(`${event.violatedDirective} ${event.blockedURI}`));
    // The nodes as the HTML parser inserts them, long before any app script runs.
    const firstNodes = new MutationObserver(() => {
      w.__firstH1 ??= document.querySelector('h1');
      w.__firstDialogTitle ??= document.querySelector('[role=dialog] h2');
      if (w.__firstH1 && w.__firstDialogTitle) firstNodes.disconnect();
    });
    firstNodes.observe(document, { subtree: true, childList: true });
  });
}

export interface FirstPaintFigures {
  readonly fcpMs: number | null;
  readonly lcpMs: number | null;
  /** When the first app script finished arriving (responseEnd), milliseconds since navigation start. */
  readonly firstScriptEndMs: number | null;
  readonly cls: number;
  readonly sameH1: boolean;
  readonly sameDialogTitle: boolean;
  readonly csp: string[];
}

export const firstPaintFigures = (page: Page): Promise<FirstPaintFigures> =>
  page.evaluate(() => {
    const w = window as unknown as { __shifts: number[]; __lcp: number[]; __csp: string[]; __firstH1: Element | null; __firstDialogTitle: Element | null };
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => entry.name.includes('/static/js/'));
    const h1 = document.querySelector('h1');
    const title = document.querySelector('[role=dialog] h2');
    return {
      fcpMs: fcp,
      lcpMs: w.__lcp[0] ?? null,
      firstScriptEndMs: scripts.length > 0 ? Math.min(...scripts.map((entry) => entry.responseEnd)) : null,
      cls: w.__shifts.reduce((sum, value) => sum + value, 0),
      sameH1: w.__firstH1 !== null && w.__firstH1 === h1 && h1.isConnected,
      sameDialogTitle: w.__firstDialogTitle !== null && w.__firstDialogTitle === title,
      csp: w.__csp,
    };
  });
