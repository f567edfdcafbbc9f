import { expect, type Page } from '@playwright/test';
import { BASE, continueButton } from './funnel';
import { EXPECTED_LEAD, STEP_ANSWERS } from './funnelAnswers';

/**
 * Creates a lead of the suite's brand (es-vehicle) with `answers` over the API, through the page's own request context
 * so the lead's credential cookie lands in this browser as a create from the page would. Answers its id.
 */
async function createdLead(page: Page, answers: Record<string, unknown> & { readonly contactDetails: { readonly email: string; readonly [field: string]: unknown } }): Promise<string> {
  const created = await page.request.post('/api/v2/lead', {
    headers: { 'Idempotency-Key': `e2e-${answers.contactDetails.email}-${Math.random()}` },
    data: { product: 'vehicle-loan', ...answers },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/**
 * A lead of the suite's brand (es-vehicle) made and submitted over the API for `email`, a test identity
 * (`state{n}+`, `verify+`, …: `domain/api/TestIdentities.ts`) that the decision turns into its progress state.
 * Through the page's own request context, so the lead's credential cookie lands in this browser as a create from the
 * page would. Answers the lead's id and the state the decision gave.
 */
export async function submittedLead(page: Page, email: string): Promise<{ readonly id: string; readonly progressState: number }> {
  const id = await createdLead(page, { amount: 2500, period: 60, generalPolicies: true, contactDetails: { email, phoneNumber: '+34612345678' }, otherDetails: { vehicleConsent: true } });
  const submitted = await page.request.put('/api/v3/lead', { data: { id, product: 'vehicle-loan', submit: true } });
  expect(submitted.ok()).toBe(true);
  return { id, progressState: ((await submitted.json()) as { progressState: number }).progressState };
}

/**
 * Opens the screen of an application submitted for `email` the way an applicant coming back does: its resume link
 * (`/continue/{id}`), which lands on `route`, the screen its state waits for. Answers the submitted lead. The offer-stage suites start so: what
 * they test is the screen, and the form before it is driven by the funnel, every-brand and fault suites.
 */
export async function resumeSubmitted(page: Page, email: string, route: string): Promise<{ readonly id: string; readonly progressState: number }> {
  const lead = await submittedLead(page, email);
  await page.goto(`${BASE}/continue/${lead.id}`);
  await expect(page).toHaveURL(`${BASE}${route}`);
  return lead;
}

/**
 * Opens the review of an application of the suite's brand for `email` whose answers, every one the funnel asks
 * (`EXPECTED_LEAD`, what typing `STEP_ANSWERS` stores), were saved over the API through the page's request context:
 * its resume link lands on the flow's last step, every answer given, and its Continue opens the review. The suites whose
 * subject is the submit and what follows start so; typing the form is the funnel, every-brand and fault suites' subject.
 */
export async function reviewOfSavedAnswers(page: Page, email: string): Promise<void> {
  const id = await createdLead(page, { ...EXPECTED_LEAD, contactDetails: { ...EXPECTED_LEAD.contactDetails, email } });
  await page.goto(`${BASE}/continue/${id}`);
  await expect(page).toHaveURL(`${BASE}/step/${STEP_ANSWERS[STEP_ANSWERS.length - 1]?.path}`);
  await continueButton(page).click();
  await expect(page).toHaveURL(`${BASE}/check-answers`);
}

/** The review of saved answers for `email` (`reviewOfSavedAnswers`), submitted with its button as the applicant does. */
export async function submitSavedAnswers(page: Page, email: string): Promise<void> {
  await reviewOfSavedAnswers(page, email);
  await page.locator('#submit-application').click();
}
