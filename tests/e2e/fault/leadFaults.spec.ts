import { expect, test, type APIRequestContext } from '@playwright/test';
import { BASE, answer, answerInitialDetails, closeModalAndConsent, continueButton, expectStep, openFunnel } from '../support/funnel';
import { EXPECTED_LEAD, STEP_ANSWERS } from '../support/funnelAnswers';
import { LeadFaults, expectAnswerKept, expectOneLead, saveFailedAlert } from '../support/faults';
import { PACED } from '../support/lanes';

const offlineNotice = (page: import('@playwright/test').Page) => page.getByRole('status').filter({ hasText: 'No tiene conexión' });
/** The save status (issue 14): saves failing behind the steps, the answers kept on the device. */
const saveFailing = (page: import('@playwright/test').Page) => page.locator('#save-status').filter({ hasText: 'aún no hemos podido enviarlas' });

/**
 * Fault suite (first-step budget, docs/security-and-reliability.md "Retries"): the lead create and every step's update fail on the wire,
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

test('resets, 503s and a lost response on the create and on every step: the applicant goes on, sees the saves failing, keeps every answer, one lead with every answer', PACED, async ({ page, request }) => {
  test.setTimeout(420_000);
  const faults = new LeadFaults();
  await faults.install(page);
  const email = `accept+fault${Date.now()}@example.com`;
  await openFunnel(page);
  await closeModalAndConsent(page);

  // Create: three resets use up the gateway's attempts; the applicant is on the next step already (issue 14) and the
  // save status says the answers are not sent yet. The queue's retry then meets a lost response (timeout) and a 503
  // before the replay of the stored first answer.
  faults.next('create', 'abort', 'abort', 'abort', 'lost-response', '503');
  await answerInitialDetails(page, email);
  await expectStep(page, 'loan-purpose');
  await expect(saveFailing(page)).toBeVisible();
  await expect(saveFailing(page)).toHaveCount(0, { timeout: 60_000 });
  expect(faults.pending('create')).toBe(0);
  const creates = faults.calls.filter((call) => call.kind === 'create');
  expect(creates.map((call) => call.fault)).toEqual(['abort', 'abort', 'abort', 'lost-response', '503', 'pass']);
  expect(creates.at(-1)?.server?.replayed, 'the last create is the stored first answer, replayed').toBe(true);
  expect(creates.at(-1)?.server?.body.id).toBe(creates[3]?.server?.body.id);

  // Every step: reset, 503, reset on its save after the applicant moved on → the status shows, then the retry goes
  // through; the answers reach the API (checked at the end).
  for (const [index, step] of STEP_ANSWERS.entries()) {
    await expectStep(page, step.path);
    for (const item of step.answers) await answer(page, item);
    faults.next('update', 'abort', '503', 'abort');
    await continueButton(page).click();
    const next = STEP_ANSWERS[index + 1];
    if (next) await expectStep(page, next.path);
    else await expect(page).toHaveURL(`${BASE}/check-answers`);
    await expect(saveFailing(page), step.path).toBeVisible();
    await expect(saveFailing(page), `${step.path}: retried`).toHaveCount(0, { timeout: 20_000 });
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

test('a reload while saves are pending: the stored saves go out again after the reload, nothing lost, one lead', PACED, async ({ page, request }) => {
  test.setTimeout(180_000);
  const faults = new LeadFaults();
  await faults.install(page);
  const email = `accept+pending${Date.now()}@example.com`;
  await openFunnel(page);
  await closeModalAndConsent(page);
  // The create fails (three resets) and waits for its retry; two steps are answered meanwhile.
  faults.next('create', 'abort', 'abort', 'abort');
  await answerInitialDetails(page, email);
  const [purpose, name] = STEP_ANSWERS;
  if (!purpose || !name) throw new Error('the flow has its first steps');
  await expectStep(page, purpose.path);
  for (const item of purpose.answers) await answer(page, item);
  await continueButton(page).click();
  await expectStep(page, name.path);
  await expect(saveFailing(page)).toBeVisible();
  // The pending saves are in storage (without sensitive fields) before the page goes.
  const stored = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('asyncFormData')).map((key) => localStorage.getItem(key) ?? ''));
  expect(stored.join('')).toContain(email.split('@')[0] ?? email);
  faults.next('create', 'abort', 'abort', 'abort', 'abort', 'abort', 'abort');
  await page.reload();
  await expectStep(page, name.path);
  // After the reload the queue sends what the last page left: the create (same key) carrying both steps.
  await expect.poll(() => faults.answered('create').length, { timeout: 60_000 }).toBe(1);
  await expect(saveFailing(page)).toHaveCount(0, { timeout: 30_000 });
  for (const item of name.answers) await answer(page, item);
  await continueButton(page).click();
  await expectStep(page, STEP_ANSWERS[2]?.path ?? '');
  await expect.poll(() => faults.answered('update').some((call) => JSON.stringify(call.body).includes('García')), { timeout: 20_000 }).toBe(true);
  const id = expectOneLead(faults);
  const response = await request.get(`/api/v3/test/leads?email=${encodeURIComponent(email)}`);
  const { leads } = (await response.json()) as { leads: Array<{ id: string; lead: { otherDetails?: { loanPurpose?: string }; personalDetails?: { lastName?: string } } }> };
  expect(leads.map((lead) => lead.id)).toEqual([id]);
  expect(leads[0]?.lead.otherDetails?.loanPurpose, 'the step answered before the reload reached the API').toBeTruthy();
  expect(leads[0]?.lead.personalDetails?.lastName).toBe('García');
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
  // docs/security-and-reliability.md "Idempotent creates": the button ignores the second click while the first is under way; the key is the real guarantee.
  await expect.poll(() => faults.answered('create').length, { message: 'the create goes out behind the applicant' }).toBe(1);
  const doubleCreates = faults.calls.filter((call) => call.kind === 'create');
  expect(doubleCreates, 'a double click creates once').toHaveLength(1);

  const offlineAt = new Set(['personal-code', 'bank-account']);
  for (const [index, step] of STEP_ANSWERS.entries()) {
    await expectStep(page, step.path);
    // Reload before answering: the step comes back (answers before it come from storage or the API).
    await page.reload();
    // After a full load focus stays with the document (only in-app moves focus the heading), so no focus check here.
    await expect(page).toHaveURL(new RegExp(`${BASE}/step/${step.path}(\\?.*)?$`));
    await expect(page.locator('main form:visible')).toBeVisible();
    for (const item of step.answers) await answer(page, item);
    if (offlineAt.has(step.path)) {
      // Offline (docs/security-and-reliability.md "Offline"): the hint shows and the answers stay; once the connection is back the applicant goes on (the
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
    // A double click lands on the very next step (never skips one) and saves once (docs/security-and-reliability.md "Double submit"); the save goes out behind.
    await expect.poll(() => faults.answered('update').length - updatesBefore, { message: `${step.path}: save confirmed` }).toBeGreaterThanOrEqual(1);
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
