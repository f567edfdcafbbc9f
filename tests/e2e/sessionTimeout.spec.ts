import { expect, test } from '@playwright/test';
import { BASE, answerInitialDetails, answerStep, closeModalAndConsent, expectAccessible, expectStepFocused, openFunnel, followSessionTimeoutCode, requestsInFlight } from './support/funnel';
import { STEP_ANSWERS } from './support/funnelAnswers';
import { applicationDataExpiryOf } from './support/brandSettings';

/**
 * Session timeout warning (docs/accessible-forms.md "Timing", WCAG 2.2.1; docs/sessions-and-storage.md "Session expiry and the timeout warning"): the brand's
 * session lasts `applicationDataExpiryMilliseconds` (a day for es-vehicle); brand files stay as they are, so the
 * browser's time is driven with Playwright's fake clock instead.
 */
const EXPIRY = applicationDataExpiryOf('es-vehicle');
const TWO_MINUTES = 120_000;
/** More than the real time the page takes to start, so "just before the warning" stays before it. */
const MARGIN = 30_000;

test('the warning opens 2 minutes before the session ends, takes focus, and "extend" closes it and gives focus back', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') });
  const sessionTimeoutCode = followSessionTimeoutCode(page);
  const settled = requestsInFlight(page);
  await openFunnel(page);
  await closeModalAndConsent(page);
  const email = page.locator('#f-contactDetails-email');
  await email.fill('timeout@example.com');
  await expect(email).toBeFocused();
  await sessionTimeoutCode();
  await settled();

  const warning = page.getByRole('alertdialog', { name: 'Su sesión está a punto de terminar' });
  await page.clock.fastForward(EXPIRY - TWO_MINUTES - MARGIN);
  await expect(warning).toHaveCount(0);
  await expect(email).toBeFocused();

  await page.clock.fastForward(MARGIN);
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('2 minutos');
  expect(await page.evaluate(() => document.activeElement?.closest('[role="alertdialog"]') !== null)).toBe(true);
  await expectAccessible(page);

  await warning.getByRole('button', { name: 'Continuar con mi solicitud' }).click();
  await expect(warning).toHaveCount(0);
  await expect(email).toBeFocused();
  await expect(email).toHaveValue('timeout@example.com');

  // The session clock restarted: the next warning is a whole session away.
  await settled();
  await page.clock.fastForward(EXPIRY - TWO_MINUTES - MARGIN);
  await expect(warning).toHaveCount(0);
});

test('once the session has ended the dialog says so, and whether the answers were kept', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') });
  const sessionTimeoutCode = followSessionTimeoutCode(page);
  const settled = requestsInFlight(page);
  await openFunnel(page);
  await closeModalAndConsent(page);
  await sessionTimeoutCode();
  await settled();
  await page.clock.fastForward(EXPIRY + MARGIN);
  const ended = page.getByRole('alertdialog', { name: 'Su sesión ha terminado' });
  await expect(ended).toBeVisible();
  // Nothing was saved to the API yet (no lead), so the applicant is told the answers may be lost.
  await expect(ended).toContainText('No hemos podido guardar sus últimas respuestas');
  await expect(ended.getByRole('button', { name: 'Continuar', exact: true })).toBeVisible();
});

test('after the end, answers saved to the API are kept: "Continuar" resumes the saved application', async ({ page }) => {
  // Saves go out behind the applicant (issue 14): the session is ended only once the API has confirmed them, as a
  // day-long session would have (the fake clock otherwise jumps a day while the create is still in flight).
  const confirmed = { creates: 0, saves: 0 };
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!response.ok()) return;
    if (response.request().method() === 'POST' && pathname.endsWith('/api/v2/lead')) confirmed.creates += 1;
    if (response.request().method() === 'PUT' && pathname.endsWith('/api/v3/lead')) confirmed.saves += 1;
  });
  await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') });
  const sessionTimeoutCode = followSessionTimeoutCode(page);
  await openFunnel(page);
  await closeModalAndConsent(page);
  await answerInitialDetails(page, `accept+timeout${Date.now()}@example.com`);
  const loanPurpose = STEP_ANSWERS.find((step) => step.path === 'loan-purpose');
  if (loanPurpose === undefined) throw new Error('loan-purpose step missing from the answers');
  await expectStepFocused(page, 'loan-purpose');
  await answerStep(page, loanPurpose);
  await expectStepFocused(page, 'name');
  await expect.poll(() => confirmed.creates > 0 && confirmed.saves > 0, { timeout: 15_000 }).toBe(true);
  await sessionTimeoutCode();

  await page.clock.fastForward(EXPIRY + MARGIN);
  const ended = page.getByRole('alertdialog', { name: 'Su sesión ha terminado' });
  await expect(ended).toContainText('Sus respuestas se han guardado');
  await ended.getByRole('button', { name: 'Continuar', exact: true }).click();
  // A fresh start (the stale rule clears the browser's copy), resumed from the API at the first unanswered step.
  await expect(page).toHaveURL(new RegExp(`${BASE}/step/name$`));
  await expect(ended).toHaveCount(0);
  await page.getByRole('link', { name: 'Atrás' }).click();
  await expect(page.locator('#f-otherDetails-loanPurpose').first()).toBeChecked();
});
