import type { Browser } from 'playwright-core';
import { VENDOR_HOSTS, type FirstStepFile } from '../../tests/budget/firstStepBudget';

/** The first screen is up when one of its inputs is visible (the amount modal or the first question). */
export const FIRST_INPUT_SELECTOR = 'main input:not([type=hidden]), [role=dialog] input:not([type=hidden])';

export interface FirstStepLoad {
  readonly files: FirstStepFile[];
  /** Scripts and stylesheets index.html names (they must all be among `files`). */
  readonly htmlFiles: string[];
  /** Every request to a vendor host during the first screen. */
  readonly vendorRequests: string[];
  /** V8 block coverage of the first screen's scripts, when asked for (scripts/bench/firstStepModules.ts). */
  readonly coverage?: ReadonlyArray<{ readonly url: string; readonly functions: ReadonlyArray<{ readonly ranges: ReadonlyArray<{ startOffset: number; endOffset: number; count: number }> }> }>;
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
 * Opens `appUrl` in a fresh context and keeps every script and stylesheet the first screen requests from the app's
 * origin, until its first input is visible and the network is idle: index.html's files and the chunks loaded on demand.
 */
export async function loadFirstStep(browser: Browser, appUrl: string, options: { readonly coverage?: boolean } = {}): Promise<FirstStepLoad> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  if (options.coverage) await page.coverage.startJSCoverage({ resetOnNavigation: false });
  const origin = new URL(appUrl).origin;
  const pending: Array<Promise<FirstStepFile | null>> = [];
  const vendorRequests: string[] = [];
  let html = '';
  page.on('request', (request) => {
    const host = new URL(request.url()).hostname;
    if (VENDOR_HOSTS.includes(host)) vendorRequests.push(request.url());
  });
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const url = response.url();
    if (new URL(url).origin !== origin) return;
    if (type === 'document' && html === '') pending.push(response.text().then((text) => ((html = text), null)));
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(response.body().then((body) => ({ url, kind: type === 'script' ? 'js' : 'css', body }), () => null));
  });
  try {
    await page.goto(appUrl);
    await page.locator(FIRST_INPUT_SELECTOR).first().waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const files = [...(await Promise.all(pending)).filter((file): file is FirstStepFile => file !== null), ...inlineFiles(html, appUrl)];
    const htmlFiles = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="([^"]+\.(?:js|css))"/g)].map((m) => new URL(m[1] as string, appUrl).href);
    const unique = new Map(files.map((file) => [file.url, file]));
    const coverage = options.coverage ? await page.coverage.stopJSCoverage() : undefined;
    return { files: [...unique.values()], htmlFiles, vendorRequests, ...(coverage ? { coverage } : {}) };
  } finally {
    await context.close();
  }
}
