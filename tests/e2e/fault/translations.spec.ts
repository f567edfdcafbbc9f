import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { answerInitialDetails, closeModalAndConsent, continueButton, expectStep, openFunnel } from '../support/funnel';
import { forwardRoute } from '../support/forwardRoute';
import { PACED } from '../support/lanes';

/**
 * Issue 15 item 6, "failures that tell the truth": when the translation files cannot be had, the applicant sees the
 * brand's Spanish texts, never raw keys (`buttons>continue`). A failed file is tried again (adapters/i18n/
 * recoverTranslations.ts); when every try fails, the build's own copy of the same file is used.
 */
const spanish = JSON.parse(readFileSync(join(process.cwd(), 'locales', 'es', 'common.json'), 'utf8')) as { buttons: { continue: string } };
/** A nested i18next key as the ui names them (`buttons>continue`, `flow^steps>…`): shown only when a text is missing. */
const RAW_KEY = /\b[\w-]+[>^][\w-]+/;

async function expectNoRawKeys(page: Page): Promise<void> {
  await expect(page.locator('h1:visible')).not.toHaveText(RAW_KEY);
  expect(await page.locator('body').innerText()).not.toMatch(RAW_KEY);
}

test('with every translation request failing, the first step shows the Spanish texts of the build and the funnel goes on', PACED, async ({ page }) => {
  const failed: string[] = [];
  await page.route('**/locales/**', (route) => {
    failed.push(route.request().url());
    return failed.length % 2 === 0 ? route.abort('connectionreset') : route.fulfill({ status: 503, body: 'Service Unavailable' });
  });
  await openFunnel(page);
  // The banner's Spanish button name is only found when the texts are there.
  await closeModalAndConsent(page);
  await expect(continueButton(page)).toHaveText(spanish.buttons.continue);
  await expectNoRawKeys(page);
  // Three tries for each of the six files (Spanish and English, three namespaces), then the build's copies. The first
  // step draws its texts from the page itself; the files are asked for once the full app loads (at the first
  // interaction), so their tries may still be under way here.
  await expect.poll(() => failed.length, { timeout: 15_000 }).toBe(18);

  await answerInitialDetails(page, `translations-down${Date.now()}@example.com`);
  await expectStep(page, 'loan-purpose');
  await expect(page.getByRole('radio').first()).toBeVisible();
  await expectNoRawKeys(page);
});

test('when only the first request for each translation file fails, the retry brings the server\'s texts, not the build\'s copy', async ({ page }) => {
  const tries = new Map<string, number>();
  // The server's Spanish common file, marked so its texts can be told from the build's copy.
  const fromServer = `${spanish.buttons.continue} (servidor)`;
  await page.route('**/locales/**', async (route) => {
    const url = route.request().url();
    const count = (tries.get(url) ?? 0) + 1;
    tries.set(url, count);
    if (count === 1) return route.fulfill({ status: 503, body: 'Service Unavailable' });
    const response = await forwardRoute(route);
    if (!url.endsWith('/es/common.json')) return route.fulfill({ response });
    const messages = (await response.json()) as { buttons: Record<string, string> };
    return route.fulfill({ response, json: { ...messages, buttons: { ...messages.buttons, continue: fromServer } } });
  });
  await openFunnel(page);
  await closeModalAndConsent(page);
  await expect(continueButton(page)).toHaveText(fromServer);
  await expectNoRawKeys(page);
  expect([...tries.values()]).toEqual(Array(6).fill(2));
});
