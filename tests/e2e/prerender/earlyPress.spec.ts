import { expect, test, type Page } from '@playwright/test';
import { BASE, appTakenOver, closeModalAndConsent, continueButton, expectStep, theStoredLead } from '../support/funnel';
import { delayAppScripts, notTakenOver } from './prerenderSupport';
import { PACED } from '../support/lanes';

/**
 * Issue 25 item 1, no tap is lost before the take-over: the prerendered page's head script records the dialog's and
 * the step's Continue (src/bootstrap/firstScreen.ts) and the app replays them once it owns the screen
 * (src/bootstrap/replayEarlyPresses.ts); without JavaScript the step's Continue gets a screen of its own
 * (server/http/noScriptAnswer.ts).
 */

/**
 * With the app's chunks 3 s late, the funnel opened at `query`: before the take-over the dialog's Continue (answered at
 * once: the dialog goes), step 1 answered and its Continue (under way, and shown so); then step 2, reached once the app
 * has replayed both. Returns the email given.
 */
async function pressBothBeforeTakeOver(page: Page, query: string, label: string): Promise<string> {
  await delayAppScripts(page, 3_000);
  await page.goto(`${BASE}/${query}`, { waitUntil: 'commit' });
  const email = `accept+${label}${Date.now()}@example.com`;
  await page.locator('#loan-modal-continue').click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.locator('#f-contactDetails-email').fill(email);
  await page.locator('#f-contactDetails-phoneNumber').pressSequentially('612345678');
  await page.locator('#f-generalPolicies').check();
  await continueButton(page).click();
  await expect(continueButton(page)).toHaveAttribute('data-early-press', '');
  await expect(continueButton(page)).toHaveAttribute('aria-disabled', 'true');
  expect(await notTakenOver(page), 'both presses happened before the take-over').toBe(true);
  // Every chunk on the way (the full app, the later steps, the save queue) comes 3 s late.
  await expect(page).toHaveURL(new RegExp(`${BASE}/step/loan-purpose$`), { timeout: 45_000 });
  await expectStep(page, 'loan-purpose');
  return email;
}

test('with the app’s chunks 3 s late, the dialog’s Continue and then the step’s Continue reach step 2 with the answers saved, once', PACED, async ({ page, request }) => {
  const email = await pressBothBeforeTakeOver(page, '', 'early-press');
  const { lead } = await theStoredLead(request, email);
  expect(lead.contactDetails?.email).toBe(email);
  expect(lead.amount).toBeGreaterThan(0);
});

test('with a landing amount (a first step the prerender did not draw) and the chunks 3 s late: the screen is never blank, and the presses and answers made before reach step 2 once, with the landing amount', PACED, async ({ page, request }) => {
  // The app draws this state afresh (mount.tsx replaceFirstScreen): it replaces the prerendered screen in one commit
  // and takes over what was typed and pressed on it. Counted: any moment the root shows no heading after the first.
  await page.addInitScript(`new MutationObserver(() => {
    const root = document.getElementById('root');
    if (root && root.querySelector('h1, h2') === null && document.readyState !== 'loading') window.__blankMoments = (window.__blankMoments ?? 0) + 1;
  }).observe(document, { childList: true, subtree: true })`);
  const email = await pressBothBeforeTakeOver(page, '?amount=5050&period=24', 'early-landing');
  expect(await page.evaluate('window.__blankMoments ?? 0'), 'moments the root showed no screen').toBe(0);
  const { lead } = await theStoredLead(request, email);
  expect(lead.contactDetails?.email).toBe(email);
  // The landing's amount, snapped into the brand's steps (100): what the applicant arrived with.
  expect(lead.amount).toBe(5100);
  expect(lead.period).toBe(24);
});

test('the amount dialog answered once is not shown again after a reload, neither prerendered nor by the app', PACED, async ({ page }) => {
  await page.goto(`${BASE}/`);
  await closeModalAndConsent(page);
  await delayAppScripts(page, 3_000);
  await page.reload({ waitUntil: 'commit' });
  await expect(page.locator('#f-contactDetails-email')).toBeVisible();
  expect(await notTakenOver(page)).toBe(true);
  await expect(page.getByRole('dialog')).toBeHidden();
  await appTakenOver(page);
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.locator('#f-contactDetails-email')).toBeVisible();
});

test('with JavaScript off, the step is reachable and its Continue answers with a screen saying what happened, not the form again', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${BASE}/`);
  // The dialog could never close without JavaScript: it is not shown, the step is.
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.locator('#f-contactDetails-email').fill('accept+nojs@example.com');
  await page.locator('#f-generalPolicies').check();
  await continueButton(page).click();
  await expect(page.locator('h1')).toHaveText('Hay un problema');
  await expect(page.locator('main')).toContainText('active JavaScript');
  await expect(page.locator('form')).toHaveCount(0);
  // The answers never went into a URL.
  expect(page.url()).not.toContain('nojs');
  await page.getByRole('link', { name: 'Atrás' }).click();
  await expect(page.locator('#f-contactDetails-email')).toBeVisible();
  await context.close();
});
