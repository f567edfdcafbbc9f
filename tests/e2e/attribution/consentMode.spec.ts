import { expect, test, type Page } from '@playwright/test';
import { chooseCookies, closeAmountDialog, land, reopenCookieSettings } from '../support/consent';
import { recordRequests, stubVendors, vendorCalls } from '../support/privacy';
import { PACED } from '../support/lanes';

/**
 * Google Consent Mode v2 follows the applicant's choice (adapters/tracking/GoogleTagTracker.ts), read through Google's own
 * global shape: `window.dataLayer`, where gtag pushes its arguments, seen by the stand-in of gtm.js/gtag.js that the
 * intercepted Google hosts answer with (support/privacy.ts). Before any tag: the default, every signal denied; then an
 * update per category chosen; a later change, another update.
 */

const DENIED = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' };

/** The consent commands in the data layer, in order, as [action, signals]. */
const consentCommands = async (page: Page) =>
  (await vendorCalls(page))
    .filter((call) => call.vendor === 'google' && Array.isArray(call.args) && call.args[0] === 'consent')
    .map((call) => [call.args[1], call.args[2]] as const);

const googleRequests = (requests: ReturnType<typeof recordRequests>) => requests.filter((request) => /googletagmanager\.com/.test(request.url));

test.beforeEach(async ({ context }) => {
  await stubVendors(context);
});

test('all accepted: default all denied, then granted, before Google Tag Manager starts; marketing withdrawn later: ad signals denied again', PACED, async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const requests = recordRequests(page, new URL(baseURL ?? '').origin);
  await land(page);
  await closeAmountDialog(page);
  await page.waitForTimeout(500);
  expect(googleRequests(requests)).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { dataLayer?: unknown }).dataLayer)).toBeUndefined();

  await chooseCookies(page, 'all');
  await expect.poll(() => consentCommands(page), { timeout: 20_000 }).toEqual([
    ['default', DENIED],
    ['update', { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' }],
  ]);
  // The defaults come before anything of Google's runs: first in the data layer, ahead of GTM's start event.
  const layer = (await vendorCalls(page)).filter((call) => call.vendor === 'google');
  const start = layer.findIndex((call) => JSON.stringify(call.args).includes('gtm.js'));
  const firstConsent = layer.findIndex((call) => call.args[0] === 'consent');
  expect(firstConsent).toBe(0);
  expect(start).toBeGreaterThan(firstConsent);
  expect(googleRequests(requests).length).toBeGreaterThan(0);

  await reopenCookieSettings(page);
  await chooseCookies(page, { analytics: true, marketing: false });
  await expect.poll(() => consentCommands(page)).toHaveLength(3);
  expect((await consentCommands(page))[2]).toEqual(['update', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted' }]);
});

test('marketing refused: Google is never asked for, no data layer is made, whatever analytics says', PACED, async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const requests = recordRequests(page, new URL(baseURL ?? '').origin);
  await land(page);
  await closeAmountDialog(page);
  await chooseCookies(page, { analytics: true, marketing: false });
  await page.waitForTimeout(4_000);
  expect(googleRequests(requests)).toEqual([]);
  expect(await consentCommands(page)).toEqual([]);
});
