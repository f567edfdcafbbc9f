import { expect, test, type Page } from '@playwright/test';
import { PARTNERS } from '../../../domain/offer/partners/partnerOffers';
import { BASE, audit, expectAccessible } from '../support/funnel';
import { resumeSubmitted } from '../support/leadInState';

// Issue 12: the partner offer screens (docs/states-and-routes.md "Application states": states 29, 36–42), each reached through the real server and database
// with its state{n}+ test identity (a lead submitted over the API, resumed in the browser) and taken through to a
// decision; axe clean on each and on its error state.

/** Presses Tab until `selector` has focus (at most 40 times): the screen is driven by the keyboard alone. */
async function tabTo(page: Page, selector: string): Promise<void> {
  const target = page.locator(selector);
  for (let i = 0; i < 40; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const accept = 'Aceptar la oferta';

test('IPF Digital: a choice of offers; accepting without a choice or the required consent is refused; keyboard only to the decision', async ({ page }) => {
  test.setTimeout(180_000);
  await resumeSubmitted(page, `state38+${Date.now()}@example.com`, '/ipfd-offer-choice');
  await expect(page.locator('h1:visible')).toBeFocused();
  await expect(page.locator('#partner-offer')).toBeAttached();
  await expect(page.locator('input[name=offer]')).toHaveCount(3);
  await expect(page.locator('main')).toContainText('TAE');
  await audit(page, '70-partner-ipfd');
  await tabTo(page, 'main form:visible button[type=submit]');
  await page.keyboard.press('Enter');
  const summary = page.locator('.error-summary');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Elija una oferta');
  await expect(summary).toContainText('Marque esta casilla para aceptar la oferta');
  await expectAccessible(page);
  await tabTo(page, '#partner-offer');
  await page.keyboard.press('Space');
  await expect(page.locator('#partner-offer')).toBeChecked();
  await tabTo(page, '#partner-consent-dataTransfer');
  await page.keyboard.press('Space');
  await tabTo(page, 'main form:visible button[type=submit]');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${BASE}/accepted`);
});

test('Cofidis: declining the offer ends at thank you', async ({ page }) => {
  test.setTimeout(180_000);
  await resumeSubmitted(page, `state39+${Date.now()}@example.com`, '/cofidis-offer');
  await tabTo(page, 'main form:visible button.button--secondary');
  await expect(page.locator('main form:visible button.button--secondary')).toHaveText('No, gracias');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${BASE}/thank-you`);
});

for (const partner of PARTNERS.filter((p) => p.state !== null && p.id !== 'ipfd' && p.id !== 'cofidis')) {
  test(`${partner.route} (state ${partner.state}): the offer with amount, term, instalment and APR; the required consents; accepted`, async ({ page }) => {
    test.setTimeout(180_000);
    await resumeSubmitted(page, `state${partner.state}+${Date.now()}@example.com`, partner.route);
    await expect(page.locator('h1:visible')).toBeFocused();
    const figures = page.locator('.summary-list');
    for (const label of ['Importe', 'Plazo', 'Cuota mensual', 'TAE', 'Importe total adeudado']) await expect(figures).toContainText(label);
    await expect(page.locator('main')).toContainText(partner.name);
    await expectAccessible(page);
    await page.getByRole('button', { name: accept }).click();
    await expect(page.locator('.error-summary')).toContainText('Marque esta casilla para aceptar la oferta');
    await audit(page, `71-partner-${partner.id}-error`);
    for (const consent of partner.consents.filter((c) => c.required)) await page.locator(`#partner-consent-${consent.id}`).check();
    await page.getByRole('button', { name: accept }).click();
    await expect(page).toHaveURL(`${BASE}/accepted`);
  });
}

test('/smava (no state of its own): opened while an offer-stage step waits, it shows its offers and takes a decline to thank you', async ({ page }) => {
  test.setTimeout(180_000);
  await resumeSubmitted(page, `state38+${Date.now()}@example.com`, '/ipfd-offer-choice');
  await page.goto(`${BASE}/smava`);
  await expect(page.locator('h1:visible')).toBeFocused();
  await expect(page.locator('input[name=offer]')).toHaveCount(2);
  await expect(page.locator('main')).toContainText('smava');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'No, gracias' }).click();
  await expect(page).toHaveURL(`${BASE}/thank-you`);
});
