import { expect, test } from '@playwright/test';
import { BASE, answerInitialDetails, closeModalAndConsent, continueButton, expectStep, openFunnel, theStoredLead } from '../support/funnel';
import { delayAppScripts, notTakenOver, waitForTakeOver } from './prerenderSupport';
import { PACED } from '../support/lanes';

/**
 * The take-over of the prerendered first screen (src/bootstrap/mount.tsx): what the applicant does
 * before the app runs is kept, and a returning applicant is never shown a step they are past.
 */

test('answers given before the app takes over are kept and saved: the amount, the email, the terms box', PACED, async ({ page, request }) => {
  await delayAppScripts(page, 2_500);
  await page.goto(`${BASE}/`, { waitUntil: 'commit' });
  const email = `accept+early${Date.now()}@example.com`;
  // By keyboard, as an applicant can before the app runs (nothing traps focus in the amount dialog yet).
  await page.locator('#amount').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.locator('#f-contactDetails-email').focus();
  await page.keyboard.type(email);
  await page.locator('#f-generalPolicies').focus();
  await page.keyboard.press('Space');
  // Pressing Enter in the prerendered form must not reload the page (that would lose all of it).
  await page.locator('#f-contactDetails-email').press('Enter');
  expect(await notTakenOver(page), 'all of it happened before the take-over').toBe(true);

  await waitForTakeOver(page);
  await expect(page.locator('#f-contactDetails-email')).toHaveValue(email);
  await expect(page.locator('#f-generalPolicies')).toBeChecked();
  await expect(page.locator('#amount')).toHaveValue('2700');
  // The app itself holds the amount: the figure it draws beside the slider follows it.
  await expect(page.locator('output[for=amount]')).toHaveText(/2700/);
  await closeModalAndConsent(page);
  await page.locator('#f-contactDetails-phoneNumber').pressSequentially('612345678');
  await continueButton(page).click();
  await expectStep(page, 'loan-purpose');

  const { lead } = await theStoredLead(request, email);
  expect(lead.contactDetails?.email).toBe(email);
  expect(lead.amount).toBe(2700);
});

test('a returning applicant mid-funnel never sees the first step: the prerendered screen stays hidden until theirs', PACED, async ({ page }) => {
  await openFunnel(page);
  await closeModalAndConsent(page);
  await answerInitialDetails(page, `accept+returning${Date.now()}@example.com`);
  await expectStep(page, 'loan-purpose');
  // Continue is instant and the first save lands behind it: a returning applicant is one whose lead exists (`lid`).
  // Reloading before that save answers is the first visit again (src/bootstrap/firstScreen.ts RESUMING_CSS), so wait for it.
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('lid')), { timeout: 30_000 }).not.toBeNull();

  // From the next document on: every frame and DOM change, is the first step's heading visible?
  await page.addInitScript(() => {
    const w = window as unknown as { __sawFirstStep: string[] };
    w.__sawFirstStep = [];
    const check = (when: string): void => {
      for (const h1 of document.querySelectorAll('h1')) {
        if (h1.textContent === 'Sus datos de contacto' && h1.checkVisibility({ visibilityProperty: true, opacityProperty: true })) w.__sawFirstStep.push(when);
      }
    };
    new MutationObserver(() => check('mutation')).observe(document, { subtree: true, childList: true, attributes: true });
    const frame = (): void => {
      check('frame');
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await delayAppScripts(page, 1_500);
  await page.goto(`${BASE}/`);
  // The app's scripts are held 1.5 s, then the lead is read back: on a loaded machine that took over 10 s.
  await expect(page).toHaveURL(/\/step\/loan-purpose$/, { timeout: 30_000 });
  await expectStep(page, 'loan-purpose');
  expect(await page.evaluate(() => (window as unknown as { __sawFirstStep: string[] }).__sawFirstStep)).toEqual([]);
});
