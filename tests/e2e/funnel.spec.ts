import { expect, test } from '@playwright/test';
import { BASE, answerInitialDetails, answerStep, audit, closeModalAndConsent, continueButton, expectStepFocused, openFunnel } from './support/funnel';
import { EXPECTED_LEAD, STEP_ANSWERS } from './support/funnelAnswers';

test('an applicant completes the Spanish funnel with valid data and reaches accepted; the API holds one lead with every answer', async ({ page, request }) => {
  // 37 screens, each audited by axe (1–10 s each on a busy 2-core machine).
  test.setTimeout(480_000);
  const created: string[] = [];
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  page.on('response', async (response) => {
    if (response.request().method() === 'POST' && response.url().endsWith('/api/v2/lead') && response.ok()) created.push(((await response.json()) as { id: string }).id);
  });

  await openFunnel(page);
  await audit(page, '00-loan-details-modal');
  await closeModalAndConsent(page);
  await audit(page, '01-initial-details');
  await expect(page.locator('#f-contactDetails-phoneNumber')).toHaveAttribute('autocomplete', 'tel-national');
  const email = `accept+${Date.now()}@example.com`;
  await answerInitialDetails(page, email);
  await expect(page.locator('#f-contactDetails-phoneNumber')).toHaveCount(0);

  for (const [index, step] of STEP_ANSWERS.entries()) {
    await expectStepFocused(page, step.path);
    await audit(page, `${String(index + 2).padStart(2, '0')}-${step.path}`);
    await answerStep(page, step);
  }

  await expect(page).toHaveURL(`${BASE}/check-answers`);
  // Audited once it has taken focus, as each step is (expectStepFocused): the page change is over.
  await expect(page.locator('h1:visible')).toBeFocused();
  await audit(page, '37-check-answers');
  await page.locator('#submit-application').click();
  await expect(page).toHaveURL(`${BASE}/accepted`);
  await expect(page.locator('h1:visible')).toHaveText('Su solicitud ha sido aceptada');
  await audit(page, '38-accepted');

  expect(pageErrors).toEqual([]);
  expect(created).toHaveLength(1);
  // Read as the applicant's browser (its lead_session cookie): a lead id alone opens nothing (issue 15 item 0).
  const resumed = await page.request.get(`/api/v3/lead/url/${created[0]}/continue`);
  expect(resumed.ok()).toBe(true);
  const body = (await resumed.json()) as { lead: unknown; application: { status: string } };
  expect(body.application.status).toBe('accepted');
  expect(body.lead).toMatchObject(EXPECTED_LEAD);
  // The database itself: exactly one lead for this applicant, holding every answer.
  const stored = (await (await request.get(`/api/v3/test/leads?email=${encodeURIComponent(email)}`)).json()) as { leads: Array<{ id: string; lead: unknown }> };
  expect(stored.leads.map((lead) => lead.id)).toEqual([created[0]]);
  expect(stored.leads[0]?.lead).toMatchObject(EXPECTED_LEAD);
});

test('every step rejects bad input with a Spanish summary and inline message, keeps what was typed, focuses the summary, passes axe in its error state', async ({ page }) => {
  test.setTimeout(480_000);
  await openFunnel(page);
  await closeModalAndConsent(page);
  await answerInitialDetails(page, `accept+errors${Date.now()}@example.com`);
  for (const [index, step] of STEP_ANSWERS.entries()) {
    await expectStepFocused(page, step.path);
    // '###' is invalid for every text rule of the flow; choices and ticks are left unanswered.
    const typed = step.answers.filter((item) => item.kind === 'fill');
    for (const item of typed) await page.locator(`#${item.id}`).fill('###');
    await continueButton(page).click();
    const summary = page.locator('.error-summary');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('Hay un problema');
    await expect(page).toHaveTitle(/^Error: /);
    await expect(page.locator('.error-message').first()).toBeVisible();
    for (const item of typed) await expect(page.locator(`#${item.id}`)).toHaveValue('###');
    await audit(page, `${String(index + 2).padStart(2, '0')}-${step.path}-error`);
    await answerStep(page, step);
  }
  await expect(page).toHaveURL(`${BASE}/check-answers`);
});
