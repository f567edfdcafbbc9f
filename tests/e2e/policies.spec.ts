import { expect, test } from '@playwright/test';
import { closeModalAndConsent, expectAccessible, openFunnel } from './support/funnel';

/**
 * What is agreed is shown (issue 15 item 4): the required box links to the documents the API's policies path lists,
 * each opening in a new tab in the applicant's language, and the answers on the step stay as typed.
 */
test('the general terms and the privacy policy open from the required box in a new tab, in Spanish; the typed answers stay', async ({ page, context }) => {
  const listed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/policies');
  await openFunnel(page);
  await closeModalAndConsent(page);
  expect((await listed).status()).toBe(200);
  await page.locator('#f-contactDetails-email').fill('ana.garcia@example.com');

  for (const [name, heading, clause] of [
    ['Condiciones generales', 'Condiciones generales', '14 días naturales'],
    ['Política de privacidad', 'Política de privacidad', 'Agencia Española de Protección de Datos'],
  ] as const) {
    const link = page.getByRole('link', { name: `${name} (se abre en una pestaña nueva)` });
    const opened = context.waitForEvent('page');
    await link.click();
    const document = await opened;
    await expect(document.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(document.locator('html')).toHaveAttribute('lang', 'es-ES');
    await expect(document.locator('main')).toContainText(clause);
    await expectAccessible(document);
    await document.close();
  }
  await expect(page.locator('#f-contactDetails-email')).toHaveValue('ana.garcia@example.com');
  await expect(page).toHaveURL(/\/step\/initial-details$/);
});
