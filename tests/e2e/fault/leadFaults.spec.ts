import { expect, test, type APIRequestContext } from '@playwright/test';
import { BASE, answer, answerInitialDetails, closeModalAndConsent, continueButton, expectStep, openFunnel } from '../support/funnel';
import { EXPECTED_LEAD, STEP_ANSWERS } from '../support/funnelAnswers';
import { LeadFaults, expectAnswerKept, expectOneLead, saveFailedAlert } from '../support/faults';

const offlineNotice = (page: import('@playwright/test').Page) => page.getByRole('status').filter({ hasText: 'No tiene conexión' });

/**
 * Fault suite (first-step budget, tracking-privacy-security.md §4): the lead create and every step's update fail on the wire,
 * the page is reloaded and the buttons double-clicked; the applicant is told, keeps every answer, goes on, and the
 * reference API ends with one lead holding every answer. Two journeys, so each stays under a few minutes.
 */

/**
 * What the reference API's database holds for `email` (non-production `/v3/test/leads?email=`): exactly one lead,
 * the one the journey saw, with every answer.
 */
async function expectOneStoredLead(request: APIRequestContext, email: string, id: string): Promise<void> {
  const response = await request.get(`/api/v3/test/leads?email=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  const { leads } = (await response.json()) as { leads: Array<{ id: string; progressState: number; lead: Record<string, unknown> }> };
  expect(leads.map((lead) => lead.id), 'leads stored for this applicant').toEqual([id]);
  expect(leads[0]?.progressState, 'accepted (10)').toBe(10);
  expect(leads[0]?.lead).toMatchObject(EXPECTED_LEAD);
}

test('resets, 503s and a lost response on the create and on every step: a clear message, answers kept, one lead with every answer', async ({ page, request }) => {
  test.setTimeout(360_000);
  const faults = new LeadFaults();
  await faults.install(page);
  const email = `accept+fault${Date.now()}@example.com`;
  await openFunnel(page);
  await closeModalAndConsent(page);

  // Create: three resets use up the gateway's attempts → the message; the typed answers stay.
  faults.next('create', 'abort', 'abort', 'abort');
  await answerInitialDetails(page, email);
  await expect(saveFailedAlert(page)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${BASE}/step/initial-details`));
  await expect(page.locator('#f-contactDetails-email')).toHaveValue(email);
  await expect(page.locator('#f-generalPolicies')).toBeChecked();
  // Continue again: the server creates the lead but its answer is lost (timeout), a 503 follows, then the replay.
  faults.next('create', 'lost-response', '503');
  await continueButton(page).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/step/loan-purpose`), { timeout: 40_000 });
  await expectStep(page, 'loan-purpose');
  await expect(saveFailedAlert(page)).toHaveCount(0);
  expect(faults.pending('create')).toBe(0);
  const creates = faults.calls.filter((call) => call.kind === 'create');
  expect(creates.map((call) => call.fault)).toEqual(['abort', 'abort', 'abort', 'lost-response', '503', 'pass']);
  expect(creates.at(-1)?.server?.replayed, 'the last create is the stored first answer, replayed').toBe(true);
  expect(creates.at(-1)?.server?.body.id).toBe(creates[3]?.server?.body.id);

  // Every step: reset, 503, reset → the message and the answers stay; Continue again goes through.
  for (const step of STEP_ANSWERS) {
    await expectStep(page, step.path);
    for (const item of step.answers) await answer(page, item);
    faults.next('update', 'abort', '503', 'abort');
    await continueButton(page).click();
    await expect(saveFailedAlert(page), step.path).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${BASE}/step/${step.path}`));
    for (const item of step.answers) await expectAnswerKept(page, item);
    await continueButton(page).click();
    await expect(saveFailedAlert(page)).toHaveCount(0);
  }
  await expect(page).toHaveURL(`${BASE}/check-answers`);
  expect(faults.pending('update')).toBe(0);

  // Final submit: a reset, then the server decides but the answer is lost (timeout), then a 503 → the message; a
  // double click then sends one submit, which must find the decision already made.
  faults.next('update', 'abort', 'lost-response', '503');
  await page.locator('#submit-application').click();
  await expect(saveFailedAlert(page)).toBeVisible({ timeout: 40_000 });
  await page.locator('#submit-application').dblclick();
  await expect(page).toHaveURL(`${BASE}/accepted`);
  const submits = faults.calls.filter((call) => call.kind === 'update' && call.body.submit === true);
  expect(submits.map((call) => call.fault)).toEqual(['abort', 'lost-response', '503', 'pass']);
  expect(submits[1]?.server?.status, 'the lost submit reached the server').toBe(200);

  await expectOneStoredLead(request, email, expectOneLead(faults));
});

test('a reload at every step, double clicks on every Continue and the connection dropping twice: one lead with every answer', async ({ page, context, request }) => {
  test.setTimeout(300_000);
  const faults = new LeadFaults();
  await faults.install(page);
  await openFunnel(page);
  await closeModalAndConsent(page);
  const email = `accept+reload${Date.now()}@example.com`;
  await page.locator('#f-contactDetails-email').fill(email);
  await page.locator('#f-contactDetails-phoneNumber').pressSequentially('612345678');
  await page.locator('#f-generalPolicies').check();
  await continueButton(page).dblclick();
  await expectStep(page, 'loan-purpose');
  // §4: the button ignores the second click while the first is under way; the key is the real guarantee.
  const doubleCreates = faults.calls.filter((call) => call.kind === 'create');
  expect(doubleCreates, 'a double click creates once').toHaveLength(1);

  const offlineAt = new Set(['personal-code', 'bank-account']);
  for (const [index, step] of STEP_ANSWERS.entries()) {
    await expectStep(page, step.path);
    // Reload before answering: the step comes back (answers before it come from storage or the API).
    await page.reload();
    // After a full load focus stays with the document (only in-app moves focus the heading), so no focus check here.
    await expect(page).toHaveURL(new RegExp(`${BASE}/step/${step.path}(\\?.*)?$`));
    await expect(page.locator('main form')).toBeVisible();
    for (const item of step.answers) await answer(page, item);
    if (offlineAt.has(step.path)) {
      // Offline (§4): the hint shows and the answers stay; once the connection is back the applicant goes on (the
      // pending save goes out by itself, or one more Continue sends it) and the answers reach the API.
      await context.setOffline(true);
      await expect(offlineNotice(page)).toBeVisible();
      await continueButton(page).click();
      await page.waitForTimeout(1_000);
      if (page.url().includes(`/step/${step.path}`)) for (const item of step.answers) await expectAnswerKept(page, item);
      await context.setOffline(false);
      await expect(offlineNotice(page)).toHaveCount(0);
      const next = STEP_ANSWERS[index + 1];
      const nextUrl = new RegExp(`${BASE}/step/${next?.path ?? 'none'}`);
      await expect.poll(() => nextUrl.test(page.url()), { timeout: 5_000 }).toBe(true).catch(async () => {
        await continueButton(page).click();
      });
      await expect(page, `${step.path}: back online, Continue goes on`).toHaveURL(nextUrl);
      const typed = step.answers.find((item) => item.kind === 'fill');
      if (typed?.kind === 'fill') {
        await expect.poll(() => faults.answered('update').some((call) => JSON.stringify(call.body).includes(typed.value)), { message: `${step.path} sent once back online`, timeout: 20_000 }).toBe(true);
      }
      continue;
    }
    const updatesBefore = faults.calls.filter((call) => call.kind === 'update').length;
    await continueButton(page).dblclick();
    const next = STEP_ANSWERS[index + 1];
    if (next) await expectStep(page, next.path);
    else await expect(page).toHaveURL(`${BASE}/check-answers`);
    // A double click lands on the very next step (never skips one) and saves once (§4).
    expect(faults.calls.filter((call) => call.kind === 'update').length - updatesBefore, `${step.path}: saves per double click`).toBe(1);
  }

  await page.reload();
  await expect(page).toHaveURL(`${BASE}/check-answers`);
  await page.locator('#submit-application').dblclick();
  await expect(page).toHaveURL(`${BASE}/accepted`);
  const finalSubmits = faults.calls.filter((call) => call.kind === 'update' && call.body.submit === true);
  expect(finalSubmits, 'a double click on the final submit submits once').toHaveLength(1);
  expect(finalSubmits[0]?.server?.status).toBe(200);

  await expectOneStoredLead(request, email, expectOneLead(faults));
});

test('the one-lead check fails when a retry carries a new key or the create answered two ids (the guarantee broken on purpose)', () => {
  const call = (key: string, id: string) => ({ kind: 'create' as const, idempotencyKey: key, body: {}, fault: 'pass' as const, server: { status: 201, body: { id }, replayed: false } });
  const twoKeys = new LeadFaults();
  twoKeys.calls.push(call('k1', 'a'), call('k2', 'a'));
  expect(() => expectOneLead(twoKeys)).toThrow(/Idempotency-Keys/);
  const twoLeads = new LeadFaults();
  twoLeads.calls.push(call('k1', 'a'), call('k1', 'b'));
  expect(() => expectOneLead(twoLeads)).toThrow(/lead ids seen: a, b/);
  const one = new LeadFaults();
  one.calls.push(call('k1', 'a'), call('k1', 'a'));
  expect(expectOneLead(one)).toBe('a');
});
