import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { BASE, answer, answerInitialDetails, answerStep, audit, closeModalAndConsent, continueButton, expectStepFocused, openFunnel } from './support/funnel';
import { STEP_ANSWERS } from './support/funnelAnswers';
import { reviewOfSavedAnswers } from './support/leadInState';
import { OFFER_STAGE_ROUTES } from '../../domain/state/routes';
import { REFERENCE_VERIFICATION_CODE } from '../../domain/api/TestIdentities';

// The required box's own message (issue 15 item 7: per-field messages), read from the Spanish texts.
const POLICIES_REFUSED = (
  JSON.parse(readFileSync(new URL('../../locales/es/validation.json', import.meta.url), 'utf8')) as { validation: { fields: Record<string, Record<string, string>> } }
).validation.fields['generalPolicies']?.['MustBeAccepted'];

const step = (path: string) => {
  const found = STEP_ANSWERS.find((candidate) => candidate.path === path);
  if (!found) throw new Error(path);
  return found;
};

test('bad input shows the Spanish error summary, keeps the typed text and focuses the summary', async ({ page }) => {
  await openFunnel(page);
  await closeModalAndConsent(page);
  await page.locator('#f-contactDetails-email').fill('no es un correo');
  await continueButton(page).click();
  const summary = page.locator('.error-summary');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Hay un problema');
  await expect(page.locator('#f-contactDetails-email')).toHaveValue('no es un correo');
  await expect(page.locator('#f-contactDetails-email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#f-generalPolicies-error')).toContainText(POLICIES_REFUSED ?? 'missing message');
  await expect(page).toHaveTitle(/^Error: /);
  await audit(page, '50-initial-details-errors');
  await summary.getByRole('link').first().click();
  await expect(page.locator('#f-contactDetails-email')).toBeFocused();
});

test('reload keeps answers (the national id restored from the API), back and forward move between steps, /continue/:id resumes in a fresh browser', async ({ page, browser }) => {
  test.setTimeout(120_000);
  let leadId = '';
  page.on('response', async (response) => {
    if (response.request().method() === 'POST' && response.url().endsWith('/api/v2/lead') && response.ok()) leadId = ((await response.json()) as { id: string }).id;
  });
  await openFunnel(page);
  await closeModalAndConsent(page);
  await answerInitialDetails(page, `accept+nav${Date.now()}@example.com`);
  for (const path of ['loan-purpose', 'name', 'personal-code', 'income-source']) {
    await expectStepFocused(page, path);
    await answerStep(page, step(path));
  }
  await expectStepFocused(page, 'vehicle-ownership');

  // Back and forward (one URL per step).
  await page.goBack();
  await expect(page).toHaveURL(`${BASE}/step/income-source`);
  await expect(page.locator('#f-incomeDetails-incomeSource')).toBeChecked();
  await page.goBack();
  await expect(page).toHaveURL(`${BASE}/step/personal-code`);
  await expect(page.locator('#f-personalDetails-personalCode')).toHaveValue('12345678Z');
  await page.goForward();
  await expect(page).toHaveURL(`${BASE}/step/income-source`);

  // The Back link keeps answers too.
  await page.getByRole('link', { name: 'Atrás' }).click();
  await expectStepFocused(page, 'personal-code');

  // Reload: stored answers come back, the national id (never stored in the browser) from the API.
  await page.reload();
  await expect(page.locator('#f-personalDetails-personalCode')).toHaveValue('12345678Z');
  // A page load keeps the browser's own start (skip link first); only in-app step changes move focus.
  await expect(page.locator('h1:visible')).not.toBeFocused();
  await page.goto(`${BASE}/step/name`);
  await expect(page.locator('#f-personalDetails-firstName')).toHaveValue('María');
  await expect(page.locator('#f-personalDetails-lastName')).toHaveValue('García');

  // A fresh browser context resumes at the first unanswered step with the saved answers, once the applicant has typed
  // the one-time code sent to the mobile on file (issue 15 item 2; the accept+ test identity's code is fixed).
  expect(leadId).not.toBe('');
  const fresh = await browser.newContext({ locale: 'es-ES' });
  const other = await fresh.newPage();
  // With the API down, the link says the service is unavailable (not "start a new one") and retries on request.
  await other.route('**/lead/url/**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":"Unavailable"}' }));
  await other.goto(`${BASE}/continue/${leadId}`);
  await expect(other.getByRole('alert')).toContainText('el servicio no está disponible', { timeout: 30_000 });
  await expect(other.locator('main')).not.toContainText('inicie una nueva');
  await other.unroute('**/lead/url/**');
  await other.getByRole('button', { name: 'Intentar de nuevo' }).click();
  await other.getByRole('button', { name: 'Enviarme un código' }).click();
  await other.getByLabel('Código', { exact: true }).fill(REFERENCE_VERIFICATION_CODE);
  await other.getByRole('button', { name: 'Continuar' }).click();
  await expect(other).toHaveURL(`${BASE}/step/vehicle-ownership`);
  await other.getByRole('link', { name: 'Atrás' }).click();
  await expect(other).toHaveURL(`${BASE}/step/income-source`);
  await expect(other.locator('#f-incomeDetails-incomeSource')).toBeChecked();
  await fresh.close();
});

test('a Change link on the review page returns to it', async ({ page }) => {
  await reviewOfSavedAnswers(page, `accept+review${Date.now()}@example.com`);
  await page.getByRole('link', { name: 'Cambiar Nombre' }).click();
  await expectStepFocused(page, 'name');
  await answer(page, { kind: 'fill', id: 'f-personalDetails-firstName', value: 'Lucía' });
  await continueButton(page).click();
  await expect(page).toHaveURL(`${BASE}/check-answers`);
  await expect(page.getByText('Lucía')).toBeVisible();
  // docs/product.md "Constants" toast (react-toastify, loaded on first use): top-right, no progress bar.
  await expect(page.locator('.Toastify__toast')).toContainText('Actualizado');
  await expect(page.locator('.Toastify__toast-container--top-right')).toBeVisible();
});

test('the main routes render a titled screen; unknown paths show 404', async ({ page }) => {
  for (const path of ['/404', '/no-such-page', '/unsubscribe']) {
    await page.goto(`${BASE}${path}`);
    await expect(page.locator('h1:visible')).not.toBeEmpty();
  }
  await page.goto(`${BASE}/no-such-page`);
  await expect(page.locator('h1:visible')).toHaveText('Página no encontrada');
  await audit(page, '60-not-found');
});

test('every offer-stage route and legacy page sends a visitor with no application under way to the start (issue 12 item 4)', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  // One component answers every offer-stage route (ui/pages/offer/OfferStagePage.tsx): a data screen, a special one, one
  // still pending on the other offer branch, and two legacy pages.
  for (const route of ['/vehicle', '/mobile-verification', OFFER_STAGE_ROUTES[OFFER_STAGE_ROUTES.length - 1], '/personal-details', '/reference-information']) {
    await page.goto(`${BASE}${route}`);
    await expect(page).toHaveURL(new RegExp(`${BASE}/step/`));
  }
  expect(pageErrors).toEqual([]);
});

test('the result routes send a visitor with no decided application to the start (issue 11 item 6)', async ({ page }) => {
  for (const path of ['/accepted', '/rejected', '/thank-you', '/redirected', '/checking']) {
    await page.goto(`${BASE}${path}`);
    await expect(page).toHaveURL(new RegExp(`${BASE}/step/`));
    await expect(page.getByRole('heading', { name: /aceptada|no podemos ofrecerle|^Gracias|tiene una oferta|revisando su solicitud/ })).toHaveCount(0);
  }
});

test('unsubscribe works against the API', async ({ page }) => {
  await page.goto(`${BASE}/unsubscribe`);
  await page.locator('#unsubscribe-email').fill('alguien@example.com');
  await page.getByRole('button', { name: 'Darme de baja' }).click();
  await expect(page.locator('main').getByRole('status')).toContainText('Se ha dado de baja');
  await audit(page, '61-unsubscribed');
});
