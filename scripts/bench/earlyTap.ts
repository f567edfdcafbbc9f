import type { Browser } from 'playwright-core';
import { installProbes, throttleCpu } from './pageProbes';

/**
 * Lighthouse's "slow 4G" (150 ms round trip, 1.6 Mbps down, 750 kbps up): the network of issue 25's slow phone,
 * applied by CDP so the app's own files arrive as they would there.
 */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/** One tap before take-over on a slow phone, times in ms since navigation start (NaN: never happened). */
export interface EarlyTap {
  /** The dialog's Continue pressed, as soon as the prerendered dialog showed. */
  readonly tapMs: number;
  /** The app took the prerendered screen over. */
  readonly takenOverMs: number;
  /** The dialog gone (the press honoured). */
  readonly dialogClosedMs: number;
  /** The first step's Continue pressed (answers typed before). */
  readonly stepPressMs: number;
  /** Step 2's question on screen. */
  readonly stepTwoMs: number;
  /** Lead saves sent (one expected). */
  readonly saves: number;
}

const now = (page: import('playwright-core').Page): Promise<number> => page.evaluate(() => performance.now());

/**
 * Issue 25 item 1 on a throttled network and 4× CPU: the dialog's Continue pressed the moment it shows, the first
 * step answered and continued at once, then how long until each press took effect and whether the take-over came
 * before or after them. The applicant's journey, not a figure under test: printed by `npm run bench`.
 */
export async function earlyTap(browser: Browser, appUrl: string, run: number, cpuRate = 4): Promise<EarlyTap> {
  const context = await browser.newContext({ locale: 'es-ES', serviceWorkers: 'block' });
  try {
    await installProbes(context);
    const page = await context.newPage();
    await throttleCpu(page, cpuRate);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    let saves = 0;
    page.on('request', (request) => {
      if (/\/api\/v[23]\/lead$/.test(new URL(request.url()).pathname) && ['POST', 'PUT'].includes(request.method())) saves += 1;
    });
    await page.goto(appUrl, { waitUntil: 'commit' });
    const dialogContinue = page.locator('#loan-modal-continue');
    await dialogContinue.waitFor({ state: 'visible', timeout: 60_000 });
    const tapMs = await now(page);
    await dialogContinue.click({ timeout: 60_000 });
    await page.getByRole('dialog').waitFor({ state: 'hidden', timeout: 60_000 });
    const dialogClosedMs = await now(page);
    await page.locator('#f-contactDetails-email').fill(`accept+early-tap${run}-${Date.now()}@example.com`);
    await page.locator('#f-contactDetails-phoneNumber').pressSequentially('612345678');
    await page.locator('#f-generalPolicies').check();
    const stepPressMs = await now(page);
    await page.locator('main form:visible button[type=submit]').click({ timeout: 60_000 });
    await page.waitForURL(/\/step\/(?!initial-details)[^/]+$/, { timeout: 90_000 });
    await page.locator('main form input:visible, main form select:visible').first().waitFor({ timeout: 60_000 });
    const stepTwoMs = await now(page);
    const takenOverMs = await page.evaluate(() => (window as unknown as { __takenOverMs?: number | null }).__takenOverMs ?? Number.NaN);
    return { tapMs, takenOverMs, dialogClosedMs, stepPressMs, stepTwoMs, saves };
  } finally {
    await context.close();
  }
}
