import { expect, test } from '@playwright/test';
import { BASE, audit, completeFunnel } from './support/funnel';

test.describe.configure({ mode: 'parallel' });

test('a rejected test identity reaches the rejected screen', async ({ page }) => {
  test.setTimeout(120_000);
  await completeFunnel(page, `reject+${Date.now()}@example.com`);
  await expect(page).toHaveURL(`${BASE}/rejected`);
  await expect(page.locator('h1')).toHaveText('En este momento no podemos ofrecerle un préstamo');
  await audit(page, '40-rejected');
});

test('a redirect test identity names the partner and is sent to its allowlisted https offer', async ({ page }) => {
  test.setTimeout(120_000);
  await page.route('https://partner.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Partner offer</title><h1>Partner</h1>' }));
  await completeFunnel(page, `redirect+${Date.now()}@example.com`);
  await page.waitForURL(/^https:\/\/partner\.example\//);
  await expect(page).toHaveTitle('Partner offer');
});

test('a partner URL off the allowlist is shown as a link and never followed', async ({ page }) => {
  test.setTimeout(120_000);
  await completeFunnel(page, `redirect-foreign+${Date.now()}@example.com`);
  await expect(page).toHaveURL(`${BASE}/redirected`);
  const link = page.getByRole('link', { name: /Continuar en/ });
  await expect(link).toHaveAttribute('href', 'https://partner-not-allowlisted.example/offer');
  await expect(page.locator('h1')).toContainText('tiene una oferta para usted');
  await audit(page, '41-redirected-link');
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(`${BASE}/redirected`);
});

test('a pending decision shows the checking screen, then the decision', async ({ page }) => {
  test.setTimeout(120_000);
  await completeFunnel(page, `checking+${Date.now()}@example.com`);
  await expect(page).toHaveURL(`${BASE}/checking`);
  await expect(page.locator('h1')).toHaveText('Estamos revisando su solicitud');
  await audit(page, '39-checking');
  await expect(page).toHaveURL(`${BASE}/accepted`, { timeout: 30_000 });
});

test('a completed application shows the thank-you screen', async ({ page }) => {
  test.setTimeout(120_000);
  await completeFunnel(page, `thankyou+${Date.now()}@example.com`);
  await expect(page).toHaveURL(`${BASE}/thank-you`);
  await expect(page.locator('h1')).toHaveText('Gracias');
  await audit(page, '42-thank-you');
});
