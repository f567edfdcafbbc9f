import { expect, test } from '@playwright/test';
import { closeModalAndConsent, continueButton, openFunnel } from '../support/funnel';
import { PACED } from '../support/lanes';

declare global {
  interface Window {
    loaderSeen?: boolean;
  }
}

/**
 * The first-step budget: the code later steps need is not in the first step's bundle, so on a slow link it may still be arriving when
 * the applicant answers step 1. Every lazy app chunk is held back once step 1 is up (the later-step chunk, marked by a
 * string only its select control holds, for 6 s): nothing typed is lost, and the next step opens whole — Continue stays
 * busy while its code arrives — without the page loader flashing in between.
 */
test('slow later-step chunks: phone digits kept and formatted, next step opens without a loader flash', PACED, async ({ page }) => {
  test.setTimeout(90_000);
  let slow = false;
  await page.route(/\/static\/js\/async\/.*\.js$/, async (route) => {
    if (!slow) return route.continue();
    try {
      const response = await route.fetch();
      const body = await response.text();
      await new Promise((resolve) => setTimeout(resolve, body.includes('selectPlaceholder') ? 6_000 : 1_500));
      await route.fulfill({ response, body });
    } catch {
      // The test ended (page closed) while this prefetched chunk was held back: nobody is left to answer.
    }
  });
  await openFunnel(page);
  await closeModalAndConsent(page);
  await page.evaluate(() => {
    window.loaderSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('.page-loader')) window.loaderSeen = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  slow = true;
  const phone = page.locator('#f-contactDetails-phoneNumber');
  await phone.pressSequentially('612345678');
  // Typed while the as-you-type formatter was still on its way: every digit kept, formatted once it arrives.
  await expect(phone).toHaveValue('612 34 56 78');
  await page.locator('#f-contactDetails-email').fill('slow-chunks@example.com');
  await page.locator('#f-generalPolicies').check();
  await continueButton(page).click();
  await expect(page).toHaveURL(/step\/loan-purpose/, { timeout: 30_000 });
  await expect(page.getByRole('radio').first()).toBeVisible();
  expect(await page.evaluate(() => window.loaderSeen)).toBe(false);
});
