import { expect, test } from '@playwright/test';
import { BASE, answerInitialDetails, answerStep, audit, closeModalAndConsent, expectStep, openFunnel } from './support/funnel';
import { EXPECTED_LEAD, STEP_ANSWERS } from './support/funnelAnswers';

test('an applicant completes the Spanish funnel with valid data and reaches accepted; the API holds one lead with every answer', async ({ page, request }) => {
  test.setTimeout(180_000);
  const created: string[] = [];
  page.on('response', async (response) => {
    if (response.request().method() === 'POST' && response.url().endsWith('/api/v2/lead') && response.ok()) created.push(((await response.json()) as { id: string }).id);
  });

  await openFunnel(page);
  await audit(page, '00-loan-details-modal');
  await closeModalAndConsent(page);
  await audit(page, '01-initial-details');
  await expect(page.locator('#f-contactDetails-phoneNumber')).toHaveAttribute('autocomplete', 'tel-national');
  await answerInitialDetails(page, `accept+${Date.now()}@example.com`);
  await expect(page.locator('#f-contactDetails-phoneNumber')).toHaveCount(0);

  for (const [index, step] of STEP_ANSWERS.entries()) {
    await expectStep(page, step.path);
    await audit(page, `${String(index + 2).padStart(2, '0')}-${step.path}`);
    await answerStep(page, step);
  }

  await expect(page).toHaveURL(`${BASE}/check-answers`);
  await audit(page, '37-check-answers');
  await page.locator('#submit-application').click();
  await expect(page).toHaveURL(`${BASE}/accepted`);
  await expect(page.locator('h1')).toHaveText('Su solicitud ha sido aceptada');
  await audit(page, '38-accepted');

  expect(created).toHaveLength(1);
  const resumed = await request.get(`/api/v3/lead/url/${created[0]}/continue`);
  expect(resumed.ok()).toBe(true);
  const body = (await resumed.json()) as { lead: unknown; application: { status: string } };
  expect(body.application.status).toBe('accepted');
  expect(body.lead).toMatchObject(EXPECTED_LEAD);
});
