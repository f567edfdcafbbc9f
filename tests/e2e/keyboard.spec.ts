import { expect, test, type Page } from '@playwright/test';
import { BASE, expectStepFocused } from './support/funnel';
import { STEP_ANSWERS, type Answer } from './support/funnelAnswers';

/** Presses Tab until the focused element matches `selector` (keyboard only: no clicks, no programmatic focus). */
async function tabTo(page: Page, selector: string): Promise<void> {
  for (let presses = 0; presses < 80; presses += 1) {
    if (await page.evaluate((css) => document.activeElement?.matches(css) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

async function answerByKeyboard(page: Page, item: Answer): Promise<void> {
  switch (item.kind) {
    case 'fill':
      await tabTo(page, `#${item.id}`);
      await page.keyboard.type(item.value);
      return;
    case 'check':
      await tabTo(page, `#${item.id}`);
      await page.keyboard.press('Space');
      return;
    case 'radio':
      await tabTo(page, `#${item.id}`);
      await page.keyboard.press('Space');
      for (let step = 1; step < item.option; step += 1) await page.keyboard.press('ArrowDown');
      return;
    case 'select': {
      await tabTo(page, `#${item.id}`);
      // Arrow keys move a closed select's value; stop on the wanted option.
      for (let presses = 0; presses < 300; presses += 1) {
        if ((await page.locator(`#${item.id}`).inputValue()) === item.value) return;
        await page.keyboard.press('ArrowDown');
      }
      throw new Error(`option ${item.value} not reached`);
    }
    case 'filled':
      await expect(page.locator(`#${item.id}`)).toHaveValue(item.value);
      return;
    case 'date':
      for (const [part, value] of [['day', item.day], ['month', item.month], ['year', item.year]] as const) {
        await tabTo(page, `#${item.id}-${part}`);
        await page.keyboard.type(value);
      }
      return;
  }
}

async function continueByKeyboard(page: Page): Promise<void> {
  await tabTo(page, 'main form button[type=submit]');
  await page.keyboard.press('Enter');
}

test('a keyboard-only run completes the funnel', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto(`${BASE}/`);
  await expect(page.getByRole('dialog')).toBeVisible();
  await tabTo(page, '#loan-modal-continue');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await tabTo(page, '.consent-banner button:nth-of-type(2)');
  await page.keyboard.press('Enter');
  await answerByKeyboard(page, { kind: 'fill', id: 'f-contactDetails-email', value: `accept+kb${Date.now()}@example.com` });
  await answerByKeyboard(page, { kind: 'fill', id: 'f-contactDetails-phoneNumber', value: '612345678' });
  await answerByKeyboard(page, { kind: 'check', id: 'f-generalPolicies' });
  await continueByKeyboard(page);
  for (const step of STEP_ANSWERS) {
    await expectStepFocused(page, step.path);
    for (const item of step.answers) await answerByKeyboard(page, item);
    await continueByKeyboard(page);
  }
  await expect(page).toHaveURL(`${BASE}/check-answers`);
  await tabTo(page, '#submit-application');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${BASE}/accepted`);
});
