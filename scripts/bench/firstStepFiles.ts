import type { Browser } from 'playwright-core';
import { FIRST_STEP_INTERACTIVE_MARK, PRERENDERED_ATTRIBUTE } from '../../src/bootstrap/firstScreen';
import { VENDOR_HOSTS, type FirstStepFile } from '../../tests/budget/firstStepBudget';

/** The first screen is up when one of its inputs is visible (the amount modal or the first question). */
export const FIRST_INPUT_SELECTOR = 'main input:not([type=hidden]), [role=dialog] input:not([type=hidden])';

/** How long the first step may take to become interactive before the measure is refused (milliseconds; a loaded CI machine is slow). */
export const FIRST_STEP_INTERACTIVE_TIMEOUT_MS = 90_000;

export interface FirstStepLoad {
  readonly files: FirstStepFile[];
  /** Scripts and stylesheets index.html names (they must all be among `files`). */
  readonly htmlFiles: string[];
  /** Every request to a vendor host during the first screen. */
  readonly vendorRequests: string[];
  /** When the app said the first step was interactive, milliseconds after navigation start. */
  readonly interactiveAtMs: number;
  /** V8 block coverage of the first screen's scripts, when asked for (scripts/bench/firstStepModules.ts). */
  readonly coverage?: ReadonlyArray<{ readonly url: string; readonly functions: ReadonlyArray<{ readonly ranges: ReadonlyArray<{ startOffset: number; endOffset: number; count: number }> }> }>;
}

/**
 * The first step was not seen interactive, or a file it asked for never arrived: nothing measured can be trusted, so
 * the measure is refused rather than reported low (a budget check once passed at 2.5 KB on a loaded machine, having
 * stopped before the app's chunks were even requested).
 */
export class FirstStepNotMeasured extends Error {
  override readonly name = 'FirstStepNotMeasured';
}

/**
 * The page's own `<style>` and `<script>` elements (the prerendered screen's critical CSS and take-over script) as
 * first-step files: inlined bytes are first-step bytes too. Data blocks (`type="application/json"`) are not code.
 */
export function inlineFiles(html: string, appUrl: string): FirstStepFile[] {
  const files: FirstStepFile[] = [];
  for (const [index, match] of [...html.matchAll(/<(style|script)\b([^>]*)>([\s\S]*?)<\/\1>/gi)].entries()) {
    const [, tag = '', attributes = '', body = ''] = match;
    if (body.trim() === '' || /\ssrc=/i.test(attributes) || /\stype="(?!text\/javascript|module)[^"]*"/i.test(attributes)) continue;
    files.push({ url: `${appUrl}#inline-${tag.toLowerCase()}-${index}`, kind: tag.toLowerCase() === 'style' ? 'css' : 'js', body: Buffer.from(body) });
  }
  return files;
}

/**
 * The scripts and stylesheets of `origin` a page requested at or before `atMs` (resource timing entries, in the
 * page's clock): what the first step loaded before it was interactive. Pure, for the measure and its test.
 */
export function requestedBefore(entries: ReadonlyArray<{ readonly name: string; readonly startTime: number }>, atMs: number, origin: string): string[] {
  const wanted = entries.filter((entry) => {
    const url = new URL(entry.name);
    return url.origin === origin && /\.(?:js|css)$/.test(url.pathname) && entry.startTime <= atMs;
  });
  return [...new Set(wanted.map((entry) => entry.name))];
}

/**
 * Opens `appUrl` in a fresh context and keeps every script and stylesheet of the app's origin the first step requested
 * before it was interactive: index.html's files and the chunks loaded on demand. "Interactive" is the app's own word
 * for it, not a guess from the page's look (the prerendered screen is visible long before any script runs): the
 * performance mark FIRST_STEP_INTERACTIVE_MARK, set once the app has taken the first screen over (src/bootstrap),
 * with the root's prerendered marker gone. Without both within `timeoutMs` it throws FirstStepNotMeasured. Files
 * requested after the mark (the later steps' code fetched at the first interaction, the full app after it) are not
 * the first step's; none is requested here, as nothing interacts with the page.
 */
export async function loadFirstStep(browser: Browser, appUrl: string, options: { readonly coverage?: boolean; readonly timeoutMs?: number } = {}): Promise<FirstStepLoad> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  if (options.coverage) await page.coverage.startJSCoverage({ resetOnNavigation: false });
  const origin = new URL(appUrl).origin;
  const bodies = new Map<string, Promise<FirstStepFile | null>>();
  const vendorRequests: string[] = [];
  let html: Promise<string> | null = null;
  page.on('request', (request) => {
    const host = new URL(request.url()).hostname;
    if (VENDOR_HOSTS.includes(host)) vendorRequests.push(request.url());
  });
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const url = response.url();
    if (new URL(url).origin !== origin) return;
    if (type === 'document' && html === null) html = response.text();
    if (type !== 'script' && type !== 'stylesheet') return;
    if (!bodies.has(url)) bodies.set(url, response.body().then((body) => ({ url, kind: type === 'script' ? 'js' : 'css', body }), () => null));
  });
  try {
    await page.goto(appUrl);
    const timeout = options.timeoutMs ?? FIRST_STEP_INTERACTIVE_TIMEOUT_MS;
    let interactiveAtMs: number;
    try {
      const handle = await page.waitForFunction(
        ({ mark, attribute }) => {
          const entry = performance.getEntriesByName(mark)[0];
          const root = document.getElementById('root');
          return entry !== undefined && root !== null && !root.hasAttribute(attribute) ? entry.startTime : false;
        },
        { mark: FIRST_STEP_INTERACTIVE_MARK, attribute: PRERENDERED_ATTRIBUTE },
        { timeout, polling: 100 },
      );
      interactiveAtMs = (await handle.jsonValue()) as number;
    } catch (error) {
      const state = await page.evaluate((attribute) => ({ prerendered: document.getElementById('root')?.hasAttribute(attribute) ?? null }), PRERENDERED_ATTRIBUTE).catch(() => null);
      throw new FirstStepNotMeasured(
        `${appUrl}: the first step was not interactive within ${timeout} ms (no "${FIRST_STEP_INTERACTIVE_MARK}" mark${state?.prerendered ? ', root still prerendered' : ''}; ` +
          `${bodies.size} files received so far): ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
      );
    }
    const entries = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => ({ name: entry.name, startTime: entry.startTime })));
    const requested = requestedBefore(entries, interactiveAtMs, origin);
    // Everything asked for before the mark arrives (a prefetch may still be on its way); a file that never does is refused.
    const deadline = Date.now() + timeout;
    while (requested.some((url) => !bodies.has(url)) && Date.now() < deadline) await page.waitForTimeout(100);
    const missing = requested.filter((url) => !bodies.has(url));
    if (missing.length > 0) throw new FirstStepNotMeasured(`${appUrl}: files requested before the first step was interactive never arrived: ${missing.join(', ')}`);
    const received = await Promise.all(requested.map((url) => bodies.get(url)));
    const unread = requested.filter((_url, index) => received[index] === null);
    if (unread.length > 0) throw new FirstStepNotMeasured(`${appUrl}: could not read ${unread.join(', ')}`);
    const page0 = (await html) ?? '';
    const files = [...received.filter((file): file is FirstStepFile => file !== null && file !== undefined), ...inlineFiles(page0, appUrl)];
    const htmlFiles = [...page0.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="([^"]+\.(?:js|css))"/g)].map((m) => new URL(m[1] as string, appUrl).href);
    const coverage = options.coverage ? await page.coverage.stopJSCoverage() : undefined;
    return { files, htmlFiles, vendorRequests, interactiveAtMs, ...(coverage ? { coverage } : {}) };
  } finally {
    await context.close();
  }
}
