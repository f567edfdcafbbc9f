import { expect, test } from '@playwright/test';
import { answerInitialDetails, closeModalAndConsent, expectStep, openFunnel } from '../support/funnel';

/**
 * The first-step budget: a returning applicant's stored answers are read with schemas a first visit never fetches (their own chunk,
 * application/session/FunnelStorage.ts). On a flaky link the first request for it may be lost: start-up tries again
 * (src/container/importWithRetry.ts) and the applicant lands on their step with their answers, not on the start-up
 * failure screen.
 */
test('a returning applicant whose first request for the stored-answer schemas is lost still lands on their step', async ({ page }) => {
  test.setTimeout(90_000);
  const seen = new Set<string>();
  let returning = false;
  const lost: string[] = [];
  await page.route(/\/static\/js\/.*\.js$/, async (route) => {
    const url = route.request().url();
    // On the return visit, the first request for every chunk the first visit never needed is reset.
    if (returning && !seen.has(url) && !lost.includes(url)) {
      lost.push(url);
      return route.abort('connectionreset');
    }
    if (!returning) seen.add(url);
    return route.continue();
  });
  await openFunnel(page);
  await closeModalAndConsent(page);
  const email = `returning-chunk${Date.now()}@example.com`;
  await answerInitialDetails(page, email);
  await expectStep(page, 'loan-purpose');

  returning = true;
  await page.reload();
  await expectStep(page, 'loan-purpose');
  await expect(page.getByRole('radio').first()).toBeVisible();
  expect(lost.length, 'a chunk only a returning applicant needs was requested and reset').toBeGreaterThan(0);
  await page.goBack();
  await expectStep(page, 'initial-details');
  await expect(page.locator('#f-contactDetails-email')).toHaveValue(email);
});
