import { expect, type Page } from '@playwright/test';
import { BASE } from './funnel';

/**
 * A lead of the suite's brand (es-vehicle) made and submitted over the API for `email`, a test identity
 * (`state{n}+`, `verify+`, …: `domain/api/TestIdentities.ts`) that the decision turns into its progress state.
 * Through the page's own request context, so the lead's credential cookie lands in this browser as a create from the
 * page would. Answers the lead's id and the state the decision gave.
 */
export async function submittedLead(page: Page, email: string): Promise<{ readonly id: string; readonly progressState: number }> {
  const created = await page.request.post('/api/v2/lead', {
    headers: { 'Idempotency-Key': `e2e-${email}-${Math.random()}` },
    data: { product: 'vehicle-loan', amount: 2500, period: 60, generalPolicies: true, contactDetails: { email, phoneNumber: '+34612345678' }, otherDetails: { vehicleConsent: true } },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id: string }).id;
  const submitted = await page.request.put('/api/v3/lead', { data: { id, product: 'vehicle-loan', submit: true } });
  expect(submitted.ok()).toBe(true);
  return { id, progressState: ((await submitted.json()) as { progressState: number }).progressState };
}

/**
 * Opens the screen of an application submitted for `email` the way an applicant coming back does: its resume link
 * (`/continue/{id}`), which lands on `route`, the screen its state waits for. The offer-stage suites start so: what
 * they test is the screen, and the form before it is driven by the funnel, every-brand and fault suites.
 */
export async function resumeSubmitted(page: Page, email: string, route: string): Promise<string> {
  const { id } = await submittedLead(page, email);
  await page.goto(`${BASE}/continue/${id}`);
  await expect(page).toHaveURL(`${BASE}${route}`);
  return id;
}
