import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { appTakenOver, AXE_TAGS, closeModalAndConsent, expectAccessible, openFunnel } from './support/funnel';

/**
 * The audit itself (expectAccessible, tests/e2e/support/funnel.ts): axe-core put in the page once per document. It must
 * find what @axe-core/playwright finds, fail on a violation, and work again after a full navigation drops it.
 */
test('the audit fails on a violation as AxeBuilder does, and audits again after a reload', async ({ page }) => {
  await openFunnel(page);
  await closeModalAndConsent(page);
  await expectAccessible(page);

  // An image without a text alternative and a field without a label: two WCAG A violations.
  await page.evaluate(() => {
    const main = document.querySelector('main');
    main?.insertAdjacentHTML('beforeend', '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="40" height="40"><input type="text">');
  });
  const failure = await expectAccessible(page).then(
    () => null,
    (error: unknown) => String(error),
  );
  expect(failure).toContain('image-alt');
  expect(failure).toContain('label');
  const builder = await new AxeBuilder({ page }).withTags(AXE_TAGS).options({ rules: { 'target-size': { enabled: true } } }).analyze();
  for (const rule of builder.violations.map((violation) => violation.id)) expect(failure).toContain(rule);

  // A reload is a new document without axe-core: it is put in again, and the clean page passes.
  await page.reload();
  await appTakenOver(page);
  await expect(page.locator('#f-contactDetails-email')).toBeVisible();
  expect(await page.evaluate(() => 'axe' in window)).toBe(false);
  await expectAccessible(page);
});
