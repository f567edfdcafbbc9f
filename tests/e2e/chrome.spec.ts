import { createServer } from 'node:http';
import { expect, test } from '@playwright/test';
import { BASE, audit, closeModalAndConsent, openFunnel } from './support/funnel';

/** The brand's configured parent origin (brands/es-vehicle/brand.json parentOrigins): another local origin. */
const PARENT = 'http://localhost:3100';

test('iframe mode: a page on another origin embeds the funnel, receives FORM_HEIGHT messages, no header or footer is drawn', async ({ page, baseURL }) => {
  // A real second local origin (not an intercepted request), so the browser applies its cross-origin framing rules.
  const embedder = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><title>Embedder</title><script>window.heights=[];addEventListener('message',(e)=>{if(e.data&&e.data.type==='FORM_HEIGHT')window.heights.push({origin:e.origin,height:e.data.height});});</script>
<iframe id="funnel" title="Funnel" src="${baseURL}${BASE}/" style="width:400px;height:600px"></iframe>`);
  });
  await new Promise<void>((resolve) => embedder.listen(Number(new URL(PARENT).port), 'localhost', resolve));
  try {
    await page.goto(`${PARENT}/embed`);
    const frame = page.frameLocator('#funnel');
    await expect(frame.locator('#f-contactDetails-email')).toBeAttached();
    await expect.poll(() => page.evaluate(() => (window as unknown as { heights: unknown[] }).heights.length)).toBeGreaterThan(0);
    const heights = await page.evaluate(() => (window as unknown as { heights: Array<{ origin: string; height: number }> }).heights);
    expect(heights[0]?.origin).toBe(new URL(baseURL ?? '').origin);
    expect(heights[0]?.height).toBeGreaterThan(100);
    await expect(frame.locator('header')).toHaveCount(0);
    await expect(frame.locator('footer')).toHaveCount(0);
  } finally {
    embedder.close();
  }
});

test('outside an iframe: header logo links to the site root labelled Inicio, footer shows text - year, title and favicon set', async ({ page }) => {
  await openFunnel(page);
  await closeModalAndConsent(page);
  await expect(page.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
  await expect(page.locator('footer')).toContainText(`AutoCrédito, préstamos con garantía de vehículo - ${new Date().getFullYear()}`);
  await expect(page).toHaveTitle(/AutoCrédito$/);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', `${BASE}/brand/favicon.svg`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /garantía/);
});

test('with the consent banner open the focused control is not covered', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openFunnel(page);
  await page.locator('#loan-modal-continue').click();
  await expect(page.locator('.consent-banner')).toBeVisible();
  await audit(page, '02-initial-details-with-consent-banner');
  for (const id of ['f-contactDetails-email', 'f-contactDetails-phoneNumber', 'f-generalPolicies']) {
    await page.locator(`#${id}`).focus();
    const covered = await page.evaluate((target) => {
      const element = document.getElementById(target)!;
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit === element || element.contains(hit) ? null : hit?.outerHTML.slice(0, 80);
    }, id);
    expect(covered).toBeNull();
  }
});

test('landing URL amount and period are honoured after validation (snapped into the brand range)', async ({ page }) => {
  await openFunnel(page, '?amount=5050&period=24');
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('#amount')).toHaveValue('5100');
  await expect(dialog.locator('#period')).toHaveValue('24');
  await dialog.getByRole('button', { name: 'Aumentar el importe' }).click();
  await expect(dialog.locator('#amount')).toHaveValue('5200');
  await expect(dialog).toContainText('5200 €');
  await openFunnel(page, '?amount=999999');
  await expect(page.getByRole('dialog').locator('#amount')).toHaveValue('20000');
});

test('the representative example arriving on the first move grows the loan dialog downward only: the sliders and their buttons stay under the finger', async ({ page }) => {
  // A centred dialog moved them up by half the example's height between pointer-down and pointer-up, and the tap on
  // "+" landed beside the button (ui/styles/base.css ".modal-backdrop").
  await openFunnel(page);
  const dialog = page.getByRole('dialog');
  const controls = () =>
    page.evaluate(`[...document.querySelectorAll('[role=dialog] .amount-period-picker button, [role=dialog] .amount-period-picker input')].map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return [element.getAttribute('aria-label') ?? element.id, Math.round(x), Math.round(y), Math.round(width), Math.round(height)];
    })`);
  const before = await controls();
  expect(before).toHaveLength(6);
  await expect(dialog.locator('.representative-example')).toHaveCount(0);
  // A press begins: the example's code loads, as on an applicant's first touch.
  await dialog.locator('#amount').dispatchEvent('pointerdown');
  await expect(dialog.locator('.representative-example')).toBeVisible();
  expect(await controls()).toEqual(before);
});
