import { expect, test } from '@playwright/test';
import { E2E_SECOND_BRAND_URL } from '../../playwright.config';
import { BASE, audit } from './support/funnel';

test('the same build serves a second Spanish brand chosen at run time: its own limits, theme, logo and texts', async ({ page, request }) => {
  await page.goto(`${E2E_SECOND_BRAND_URL}${BASE}/`);
  await expect(page).toHaveURL(new RegExp(`${BASE}/step/initial-details`));
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('#amount')).toHaveValue('6000');
  await expect(dialog.locator('#amount')).toHaveAttribute('min', '3000');
  await expect(dialog.locator('#amount')).toHaveAttribute('max', '50000');
  await expect(dialog.locator('#period')).toHaveValue('72');
  await audit(page, '70-second-brand-loan-details');
  await page.locator('#loan-modal-continue').click();
  await expect(page).toHaveTitle(/AutoCrédito Plus$/);
  await expect(page.locator('footer')).toContainText('AutoCrédito Plus, préstamos de mayor importe');
  const theme = await page.locator('link[data-brand-styles]').getAttribute('href');
  expect(theme).toBe(`${BASE}/brand/theme.css`);
  const [plusTheme, baseTheme] = await Promise.all([
    request.get(`${E2E_SECOND_BRAND_URL}${BASE}/brand/theme.css`).then((response) => response.text()),
    request.get(`${BASE}/brand/theme.css`).then((response) => response.text()),
  ]);
  expect(plusTheme).not.toBe(baseTheme);
  await audit(page, '71-second-brand-initial-details');
});
