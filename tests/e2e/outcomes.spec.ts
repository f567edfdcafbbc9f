import { expect, test } from '@playwright/test';
import { BASE, audit, expectAccessible, storedLeads } from './support/funnel';
import { reviewOfSavedAnswers, submitSavedAnswers } from './support/leadInState';
import { PACED } from './support/lanes';

// What a submit shows: each test submits, from the review, answers saved over the API (leadInState.ts); typing the form
// is the funnel, every-brand and fault suites' subject.

test.describe.configure({ mode: 'parallel' });

test('a rejected test identity reaches the rejected screen; the database holds one rejected lead', async ({ page, request }) => {
  const email = `reject+${Date.now()}@example.com`;
  await submitSavedAnswers(page, email);
  await expect(page).toHaveURL(`${BASE}/rejected`);
  await expect(page.locator('h1:visible')).toHaveText('En este momento no podemos ofrecerle un préstamo');
  await audit(page, '40-rejected');
  expect((await storedLeads(request, email)).map((lead) => lead.progressState)).toEqual([13]);
});

test('a decided application is closed: Back from the result and a deep link to a step lead to the result, saying the answers can no longer change, never a form (issue 15 item 1, issue 22 item 4)', async ({ page }) => {
  await submitSavedAnswers(page, `reject+closed${Date.now()}@example.com`);
  await expect(page).toHaveURL(`${BASE}/rejected`);
  // Back would open the review: the state shows only the result, so the guard stays there and says why.
  await page.goBack();
  await expect(page).toHaveURL(`${BASE}/rejected`);
  await expect(page.getByRole('alert')).toContainText('Su solicitud ya está enviada, así que sus respuestas ya no se pueden cambiar');
  await expect(page.locator('h1:visible')).toHaveText('En este momento no podemos ofrecerle un préstamo');
  await expect(page.locator('main form:visible')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Enviar/ })).toHaveCount(0);
  await expectAccessible(page);
  await page.goto(`${BASE}/step/monthly-income`);
  await expect(page).toHaveURL(`${BASE}/rejected`);
  await expect(page.getByRole('alert')).toContainText('Su solicitud ya está enviada');
  await expect(page.locator('#f-incomeDetails-monthlyIncome')).toHaveCount(0);
});

test('a redirect test identity names the partner and is sent to its allowlisted https offer; the database holds one redirected lead', async ({ page, request }) => {
  await page.route('https://partner.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Partner offer</title><h1>Partner</h1>' }));
  const email = `redirect+${Date.now()}@example.com`;
  await submitSavedAnswers(page, email);
  await page.waitForURL(/^https:\/\/partner\.example\//);
  await expect(page).toHaveTitle('Partner offer');
  expect((await storedLeads(request, email)).map((lead) => lead.progressState)).toEqual([12]);
});

test('a partner URL off the allowlist is never linked nor followed: the page says the offer cannot be opened here and what to do (issue 22 item 6)', async ({ page }) => {
  await submitSavedAnswers(page, `redirect-foreign+${Date.now()}@example.com`);
  await expect(page).toHaveURL(`${BASE}/redirected`);
  await expect(page.locator('h1:visible')).toContainText('tiene una oferta para usted');
  await expect(page.getByRole('alert')).toContainText('No podemos abrir aquí la oferta');
  await expect(page.getByRole('alert')).toContainText('vuelva a intentarlo más tarde o contacte con nosotros');
  await expect(page.locator('a[href*="partner-not-allowlisted"]')).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText('partner-not-allowlisted.example');
  await expect(page.locator('main')).not.toContainText('Le llevamos');
  await audit(page, '41-redirected-not-allowed');
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(`${BASE}/redirected`);
});

test('a partner target that cannot be opened says so and offers a retry, never a promise of navigation', async ({ page }) => {
  await submitSavedAnswers(page, `redirect-script+${Date.now()}@example.com`);
  await expect(page).toHaveURL(`${BASE}/redirected`);
  await expect(page.getByRole('alert')).toContainText('No hemos podido abrir la oferta');
  await expect(page.locator('main')).not.toContainText('Le llevamos');
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Intentar de nuevo' }).click();
  await expect(page.getByRole('alert')).toContainText('No hemos podido abrir la oferta');
  await expect(page).toHaveURL(`${BASE}/redirected`);
});

test('a pending decision shows the checking screen, then the decision', PACED, async ({ page }) => {
  await submitSavedAnswers(page, `checking+${Date.now()}@example.com`);
  await expect(page).toHaveURL(`${BASE}/checking`);
  await expect(page.locator('h1:visible')).toHaveText('Estamos revisando su solicitud');
  await audit(page, '39-checking');
  await expect(page).toHaveURL(`${BASE}/accepted`, { timeout: 30_000 });
});

test('a completed application shows the thank-you screen', async ({ page }) => {
  await submitSavedAnswers(page, `thankyou+${Date.now()}@example.com`);
  await expect(page).toHaveURL(`${BASE}/thank-you`);
  await expect(page.locator('h1:visible')).toHaveText('Gracias');
  await audit(page, '42-thank-you');
});

test('server field errors on submit open the earliest page holding a field, with the Spanish message; corrected, the next such page and then the review follow', async ({ page }) => {
  await reviewOfSavedAnswers(page, `accept+fields${Date.now()}@example.com`);
  // The reference API accepts these answers; the next submit is answered as a lender that rejects two fields would.
  await page.route('**/api/v3/lead', (route) =>
    route.request().method() === 'PUT' && (route.request().postDataJSON() as { submit?: boolean }).submit === true
      ? route.fulfill({
          status: 422,
          contentType: 'application/json',
          body: JSON.stringify({
            errors: [
              { field: 'incomeDetails.iban', code: 'InvalidChecksum', message: 'IBAN rejected' },
              { field: 'personalDetails.personalCode', code: 'InvalidChecksum', message: 'DNI rejected' },
            ],
          }),
        })
      : route.continue(),
    { times: 1 },
  );
  await page.locator('#submit-application').click();
  await expect(page).toHaveURL(`${BASE}/step/personal-code`);
  await expect(page.locator('.error-summary')).toBeFocused();
  await expect(page.locator('#f-personalDetails-personalCode-error')).toContainText('revise el número');
  await expect(page).toHaveTitle(/^Error: /);
  await audit(page, '43-personal-code-server-error');
  await page.locator('#f-personalDetails-personalCode').fill('87654321X');
  await page.locator('main form:visible button[type=submit]').click();
  // The next page holding an error, then — all corrected — the review again.
  await expect(page).toHaveURL(`${BASE}/step/bank-account`);
  await expect(page.locator('#f-incomeDetails-iban-error')).toContainText('revise el número');
  await page.locator('#f-incomeDetails-iban').fill('ES7921000813610123456789');
  await page.locator('main form:visible button[type=submit]').click();
  await expect(page).toHaveURL(`${BASE}/check-answers`);
  await page.locator('#submit-application').click();
  await expect(page).toHaveURL(`${BASE}/accepted`);
});
