import { expect, test, type Page } from '@playwright/test';
import { BASE, audit, expectAccessible } from '../support/funnel';
import { resumeSubmitted } from '../support/leadInState';

// Issue 12: the id upload (state 30) and the bank-connection screens (states 9, 17, 18, 19), through the real server,
// its database and its reference open-banking provider, with the state{n}+ test identities.

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);

/** Presses Tab until `selector` has focus (at most 30 times): the screen is driven by the keyboard alone. */
async function tabTo(page: Page, selector: string): Promise<void> {
  const target = page.locator(selector);
  for (let i = 0; i < 30; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('id upload: a refused type, a file over the limit, a send that fails once and succeeds on retry; then the decision; axe clean, keyboard usable', async ({ page }) => {
  test.setTimeout(180_000);
  await resumeSubmitted(page, `state30+${Date.now()}@example.com`, '/id-upload');
  const heading = page.locator('h1:visible');
  await expect(heading).toHaveText('Suba su documento de identidad');
  await expect(heading).toBeFocused();
  const front = page.locator('#id-upload-front');
  await expect(front).toHaveAttribute('accept', 'image/jpeg,image/png,application/pdf');
  await expect(front).toHaveAttribute('capture', 'environment');
  await audit(page, '60-id-upload');

  // A text file is refused before any upload, with its own message, in the summary and at the field.
  let uploads = 0;
  await page.route('**/lead/idUpload', async (route) => {
    uploads += 1;
    // The first real send fails as a dropped connection would; the retry goes through.
    if (uploads === 1) await route.abort('connectionreset');
    else await route.continue();
  });
  await front.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a document') });
  const summary = page.locator('.error-summary');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('El archivo debe ser una foto JPG o PNG o un PDF');
  await expect(front).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  // Over 10 MB: refused before sending too.
  const big = Buffer.alloc(10 * 1024 * 1024 + 1);
  PNG.copy(big);
  await front.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: big });
  await expect(summary).toContainText('El archivo debe ocupar 10 MB o menos');
  expect(uploads).toBe(0);

  // A send that fails: the screen says so and offers the retry, which sends the same file again.
  await front.setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG });
  await expect(summary).toContainText('No se ha podido enviar el archivo');
  await expectAccessible(page);
  await tabTo(page, '#id-upload-front-retry');
  await page.keyboard.press('Enter');
  await expect(page.locator('#id-upload-front-status')).toHaveText('front.png enviado.');
  expect(uploads).toBe(2);

  // Continue without the back: the summary asks for it.
  await tabTo(page, 'main form:visible button[type=submit]');
  await page.keyboard.press('Enter');
  await expect(summary).toContainText('Añada el reverso de su documento');
  await page.locator('#id-upload-back').setInputFiles({ name: 'back.jpg', mimeType: 'image/jpeg', buffer: JPEG });
  await expect(page.locator('#id-upload-back-status')).toHaveText('back.jpg enviado.');
  await tabTo(page, 'main form:visible button[type=submit]');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${BASE}/accepted`);
  // Nothing of the document was kept in browser storage.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(stored).not.toContain('front.png');
  expect(stored).not.toContain('back.jpg');
});

test('bank connection: the reference provider approves, the screen waits for the exchange and the decision follows; keyboard only, axe clean', async ({ page }) => {
  test.setTimeout(180_000);
  await resumeSubmitted(page, `state9+${Date.now()}@example.com`, '/instantor');
  await expect(page.locator('h1:visible')).toBeFocused();
  await audit(page, '61-bank-connection');
  await tabTo(page, '#bank-connect');
  await expect(page.locator('#bank-connect')).toHaveText('Conectar mi banco con Instantor');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/reference-bank\/authorize\?state=/);
  // The lender's exchange of the code is held back, so the waiting state can be seen (and audited).
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/lead/account', async (route) => {
    await held;
    await route.continue();
  });
  await tabTo(page, '#approve');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Conectando su cuenta bancaria' })).toBeVisible();
  await expect(page).toHaveURL(`${BASE}/instantor`);
  await expectAccessible(page);
  release();
  await expect(page).toHaveURL(`${BASE}/accepted`);
});

for (const [state, route, provider] of [
  [18, '/wenance-account', 'Tink'],
  [19, '/moneyman-paylands', 'Paylands'],
] as const) {
  test(`bank connection ${route} (state ${state}): through ${provider} to the decision`, async ({ page }) => {
    test.setTimeout(180_000);
    await resumeSubmitted(page, `state${state}+${Date.now()}@example.com`, route);
    await expect(page.locator('#bank-connect')).toHaveText(`Conectar mi banco con ${provider}`);
    await expectAccessible(page);
    await page.locator('#bank-connect').click();
    await page.locator('#approve').click();
    await expect(page).toHaveURL(`${BASE}/accepted`);
  });
}

test('bank connection: a provider failure shows the failure state, and a second try connects', async ({ page }) => {
  test.setTimeout(180_000);
  await resumeSubmitted(page, `state17+${Date.now()}@example.com`, '/wenance-tink');
  await page.locator('#bank-connect').click();
  await expect(page).toHaveURL(/\/reference-bank\/authorize\?state=/);
  await page.locator('#fail').click();
  await expect(page).toHaveURL(`${BASE}/wenance-tink`);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Tink no ha dado acceso a su cuenta');
  await audit(page, '62-bank-connection-failed');
  await expect(page.locator('#bank-connect')).toHaveText('Intentar de nuevo la conexión');
  await page.locator('#bank-connect').click();
  await page.locator('#approve').click();
  await expect(page).toHaveURL(`${BASE}/accepted`);
});
