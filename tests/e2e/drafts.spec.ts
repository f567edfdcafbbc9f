import { expect, test, type Page } from '@playwright/test';
import { answerStepOnScreen, commonText, continueToNextPage } from './brands/answerAnyStep';
import { COUNTRY_FIXTURES } from './brands/countryFixtures';
import { sharedBrandServer } from './prerender/brandServerPool';
import { answerInitialDetails, answerStep, BASE, closeModalAndConsent, continueButton, expectStep, openFunnel } from './support/funnel';
import { STEP_ANSWERS } from './support/funnelAnswers';

// Issue 24 item 3 (docs/drafts.md): what the applicant typed on a screen and has not continued comes back after a reload
// and after Back/Forward, on a v3 step, a legacy page and an offer-stage data screen; a national id only within the
// page; a continued screen leaves no draft in localStorage.

/** The `answerDrafts` entry of localStorage as text, or null. */
const draftText = (page: Page): Promise<string | null> => page.evaluate(() => globalThis.localStorage.getItem('answerDrafts'));
/** Everything localStorage holds, as one text. */
const everythingStored = (page: Page): Promise<string> =>
  page.evaluate(() => Object.keys(globalThis.localStorage).map((key) => `${key}=${globalThis.localStorage.getItem(key)}`).join('\n'));

test('v3 (es-vehicle): the address step typed and not continued survives a reload; a national id does not; Continue leaves no draft', async ({ page }) => {
  test.setTimeout(150_000);
  await openFunnel(page);
  await closeModalAndConsent(page);
  await answerInitialDetails(page, `accept+drafts${Date.now()}@example.com`);
  for (const step of STEP_ANSWERS) {
    await expectStep(page, step.path);
    if (step.path === 'personal-code') {
      await page.locator('#f-personalDetails-personalCode').fill('12345678Z');
      await page.reload();
      await expectStep(page, 'personal-code');
      await expect(page.locator('#f-personalDetails-personalCode')).toHaveValue('');
      expect(await everythingStored(page)).not.toContain('12345678Z');
    }
    if (step.path === 'address-information') {
      await page.locator('#f-contactDetails-postalCode').fill('28013');
      await page.locator('#f-contactDetails-street').fill('Calle Mayor');
      await page.locator('#f-contactDetails-houseNumber').fill('10');
      // Storage lags a keystroke by a moment, and is written at once when the page goes away.
      await expect.poll(() => draftText(page)).toContain('Calle Mayor');
      await page.reload();
      await expectStep(page, 'address-information');
      await expect(page.locator('#f-contactDetails-street')).toHaveValue('Calle Mayor');
      await expect(page.locator('#f-contactDetails-houseNumber')).toHaveValue('10');
      await expect(page.locator('#f-contactDetails-postalCode')).toHaveValue('28013');
      await answerStep(page, step);
      await expectStep(page, 'flat-number');
      await expect.poll(() => draftText(page)).toBeNull();
      return;
    }
    await answerStep(page, step);
  }
  throw new Error('the address step was never reached');
});

test('legacy flow (de-kredit): Kontaktdaten typed and not continued survive Back/Forward and a reload; Continue leaves no draft', async ({ page }) => {
  test.setTimeout(150_000);
  const server = await sharedBrandServer('de-kredit');
  const fixture = COUNTRY_FIXTURES.DE;
  try {
    await page.goto(server.appUrl);
    await expect(page).toHaveURL(/\/loan-information$/);
    await page.locator('#loan-modal-continue').click();
    const reject = page.getByRole('button', { name: commonText('de', 'consent>reject') });
    await expect(reject.or(page.locator('#f-contactDetails-email')).first()).toBeVisible();
    if (await reject.isVisible()) await reject.click();
    await page.locator('#f-contactDetails-email').fill(`accept+drafts${Date.now()}@example.com`);
    await page.locator('#f-contactDetails-phoneNumber').pressSequentially(fixture.phone);
    await page.locator('#f-generalPolicies').check();
    await continueToNextPage(page);
    await expect(page).toHaveURL(/\/personal-details$/);
    await answerStepOnScreen(page, fixture, 'DE');
    await continueToNextPage(page);
    await expect(page).toHaveURL(/\/contact-details$/);

    await page.locator('#f-contactDetails-street').fill('Invalidenstraße');
    await page.locator('#f-contactDetails-city').fill('Berlin');
    await page.goBack();
    await expect(page).toHaveURL(/\/personal-details$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/contact-details$/);
    await expect(page.locator('#f-contactDetails-street')).toHaveValue('Invalidenstraße');
    await expect(page.locator('#f-contactDetails-city')).toHaveValue('Berlin');
    await page.reload();
    await expect(page).toHaveURL(/\/contact-details$/);
    await expect(page.locator('#f-contactDetails-street')).toHaveValue('Invalidenstraße');
    await expect(page.locator('#f-contactDetails-city')).toHaveValue('Berlin');

    await answerStepOnScreen(page, fixture, 'DE');
    await continueToNextPage(page);
    await expect(page).toHaveURL(/\/income-details$/);
    await expect.poll(() => draftText(page)).toBeNull();
  } finally {
    await server.close();
  }
});

test('offer stage (additional employment details): typed and not continued survives a reload; Continue leaves no draft', async ({ page }) => {
  // A lead decided into state 21 over the API (domain/api/TestIdentities.ts), resumed in this browser with its credential.
  const email = `state21+drafts${Date.now()}@example.com`;
  const created = await page.request.post('/api/v2/lead', {
    headers: { 'Idempotency-Key': `drafts-${Date.now()}-${Math.random()}` },
    data: { product: 'vehicle-loan', amount: 2500, period: 60, generalPolicies: true, contactDetails: { email, phoneNumber: '+34612345678' }, otherDetails: { vehicleConsent: true } },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id: string }).id;
  await page.request.put('/api/v3/lead', { data: { id, product: 'vehicle-loan', submit: true } });
  await page.goto(`${BASE}/continue/${id}`);
  await expect(page).toHaveURL(`${BASE}/additional-employment-details`);

  await page.locator('#f-employer-street').fill('Calle Mayor');
  await page.locator('#f-employer-houseNumber').fill('12');
  await expect.poll(() => draftText(page)).toContain('Calle Mayor');
  await page.reload();
  await expect(page).toHaveURL(`${BASE}/additional-employment-details`);
  await expect(page.locator('#f-employer-street')).toHaveValue('Calle Mayor');
  await expect(page.locator('#f-employer-houseNumber')).toHaveValue('12');

  await page.locator('#f-employer-postalCode').fill('28013');
  await page.locator('#f-employer-city').fill('Madrid');
  await continueButton(page).click();
  await expect(page).not.toHaveURL(`${BASE}/additional-employment-details`, { timeout: 15_000 });
  await expect.poll(() => draftText(page)).toBeNull();
});
