import { expect, test, type Browser } from '@playwright/test';
import { E2E_BASE_URL } from '../../../playwright.config';
import { BASE, expectAccessible } from '../support/funnel';
import { type BrandServer } from './brandServer';
import { sharedBrandServer } from './brandServerPool';
import { brandColourRgb, delayAppScripts, slowLink, firstPaintFigures, notTakenOver, observeFirstPaint, waitForTakeOver } from './prerenderSupport';
import { PACED } from '../support/lanes';

/**
 * "First paint without waiting for JavaScript": the first screen's HTML and critical CSS come with the
 * page for each brand (scripts/prerender), and the app takes it over without layout shift (src/bootstrap/mount.tsx).
 */

interface BrandCase {
  readonly brandId: string;
  readonly lang: string;
  readonly heading: string;
  readonly continueLabel: string;
  /** The start of the notice a browser without JavaScript shows (locales/{locale}/common.json noScript). */
  readonly noScript: string;
  /** The funnel's entry for this brand. */
  url: string;
}

// es-vehicle is the suite's main server; two other countries and languages get a server of their own (same dist/).
const CASES: BrandCase[] = [
  { brandId: 'es-vehicle', lang: 'es-ES', heading: 'Sus datos de contacto', continueLabel: 'Continuar', noScript: 'Para seguir con su solicitud, active JavaScript', url: `${E2E_BASE_URL}${BASE}/` },
  { brandId: 'pl-raty', lang: 'pl-PL', heading: 'Twoje dane kontaktowe', continueLabel: 'Dalej', noScript: 'Aby kontynuować wniosek, włącz JavaScript', url: '' },
  { brandId: 'mx-presta', lang: 'es-MX', heading: 'Sus datos de contacto', continueLabel: 'Continuar', noScript: 'Para continuar con su solicitud, active JavaScript', url: '' },
];
test.describe('with JavaScript off', () => {
  // One worker runs this group in order; the two extra brands' servers are the run's shared ones (brandServerPool.ts).
  test.describe.configure({ mode: 'default' });
  const servers: BrandServer[] = [];
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    for (const brandCase of CASES.filter((c) => c.url === '')) {
      const server = await sharedBrandServer(brandCase.brandId);
      servers.push(server);
      brandCase.url = server.appUrl;
    }
  });
  test.afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
  });

  for (const brandCase of CASES) {
    test(`${brandCase.brandId}: the first step is on screen, in ${brandCase.lang}, styled with the brand colours`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, locale: 'es-ES' });
      const page = await context.newPage();
      const response = await page.goto(brandCase.url);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', brandCase.lang);
      await expect(page.locator('h1:visible')).toHaveText(brandCase.heading);
      await expect(page.locator('h1:visible')).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${brandCase.heading} - `));
      for (const id of ['#f-contactDetails-email', '#f-contactDetails-phoneNumber', '#f-generalPolicies']) await expect(page.locator(id)).toBeVisible();
      // The amount dialog opens over the step at start, but without JavaScript it could never close: it is left out,
      // so the step can be answered and sent (issue 25 item 1; the step's amount is the brand's default, shown above).
      await expect(page.getByRole('dialog')).toBeHidden();
      const submit = page.locator('main form:visible button[type=submit]');
      await expect(submit).toHaveText(brandCase.continueLabel);
      await expect(submit).toBeVisible();
      // Styled by the inlined CSS: the brand theme's colours on the kit's button and the footer.
      await expect(submit).toHaveCSS('background-color', brandColourRgb(brandCase.brandId, 'primary'));
      await expect(page.locator('footer')).toHaveCSS('background-color', brandColourRgb(brandCase.brandId, 'footer-background'));
      await expect(page.locator('footer')).toContainText(String(new Date().getUTCFullYear()));
      // The funnel cannot send anything without JavaScript: the applicant is told so, in the brand's language, on top.
      await expect(page.locator('.noscript-notice')).toContainText(brandCase.noScript);
      await expect(page.locator('.noscript-notice')).toBeInViewport();
      // The first screen needed no stylesheet request.
      expect(await response!.text()).not.toMatch(/<link[^>]+rel="stylesheet"/);
      await context.close();
    });
  }
});

test('the index and the first step URL carry the prerendered screen; other routes keep an empty root', async ({ request }) => {
  for (const path of ['/', '/step/initial-details']) expect(await (await request.get(`${BASE}${path}`)).text()).toContain('data-prerendered=');
  for (const path of ['/step/name', '/accepted', '/check-answers']) {
    const html = await (await request.get(`${BASE}${path}`)).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('data-critical-css');
  }
});

test('the first paint comes before any app script has arrived; the take-over hydrates the same nodes with no layout shift', PACED, async ({ page }) => {
  await observeFirstPaint(page);
  await slowLink(page);
  await delayAppScripts(page, 1_500);
  await page.goto(`${BASE}/`, { waitUntil: 'commit' });
  await expect(page.locator('h1:visible')).toHaveText('Sus datos de contacto');
  expect(await notTakenOver(page)).toBe(true);
  await waitForTakeOver(page);
  // Taken over at the first step's URL, the one the index opens.
  await expect(page).toHaveURL(new RegExp(`${BASE}/step/initial-details$`));
  const figures = await firstPaintFigures(page);
  test.info().annotations.push({ type: 'first paint', description: JSON.stringify(figures) });
  expect(figures.fcpMs).not.toBeNull();
  expect(figures.firstScriptEndMs).not.toBeNull();
  expect(figures.fcpMs!).toBeLessThan(figures.firstScriptEndMs!);
  expect(figures.lcpMs).not.toBeNull();
  expect(figures.lcpMs!).toBeLessThan(figures.firstScriptEndMs!);
  expect(figures.cls).toBe(0);
  expect(figures.sameH1).toBe(true);
  expect(figures.sameDialogTitle).toBe(true);
  expect(figures.csp).toEqual([]);
  // With scripting on, the no-JavaScript notice is inert text: nothing of it on screen.
  await expect(page.locator('.noscript-notice')).toHaveCount(0);
  // And it is the app's now: the amount dialog closes on its button.
  await page.locator('#loan-modal-continue').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('axe finds nothing on the prerendered first screen before the app loads', async ({ page }) => {
  await page.route('**/static/js/**', (route) => route.abort());
  await page.goto(`${BASE}/`);
  await expect(page.locator('h1:visible')).toHaveText('Sus datos de contacto');
  expect(await notTakenOver(page)).toBe(true);
  await expectAccessible(page);
});
