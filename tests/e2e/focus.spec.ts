import { expect, test, type Page } from '@playwright/test';
import { BASE, answerInitialDetails, answerStep, continueButton, expectStepFocused, openFunnel, followSessionTimeoutCode } from './support/funnel';
import { reviewOfSavedAnswers } from './support/leadInState';
import { STEP_ANSWERS } from './support/funnelAnswers';
import { applicationDataExpiryOf } from './support/brandSettings';

/**
 * Where focus lands after every dialog, banner, step change and error (issue 15 item 7; docs/accessible-forms.md "Focus"), and what axe cannot see: the choice read out, long answers wrapping at 320 px, still toasts under
 * reduced motion, the favicon on every route. The rule of the funnel: a new step focuses its `<h1>`; a failed Continue
 * focuses the error summary; a closed dialog gives focus back to its opener, or to the `<h1>` when it had none.
 */

const heading = (page: Page) => page.locator('main h1:visible');
const focusedTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName ?? null);

test('start-up: the amount dialog, then the cookie choice, each leave focus on the step heading; the choice is read out', async ({ page }) => {
  await openFunnel(page);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: '¿Cuánto dinero necesita?' })).toBeFocused();
  // Keyboard only: the dialog's Continue, pressed with Enter.
  await page.locator('#loan-modal-continue').focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(heading(page)).toHaveText('Sus datos de contacto');
  await expect(heading(page)).toBeFocused();

  const status = page.locator('#a11y-status');
  await expect(status).toHaveAttribute('role', 'status');
  await expect(status).toHaveText('');
  await page.getByRole('button', { name: 'Rechazar las cookies opcionales' }).click();
  await expect(page.locator('.consent-banner')).toHaveCount(0);
  await expect(heading(page)).toBeFocused();
  await expect(status).toHaveText('Preferencias de cookies guardadas: solo usaremos las cookies esenciales.');
});

test('a cookie choice from the settings names what was allowed', async ({ page }) => {
  await openFunnel(page);
  await page.locator('#loan-modal-continue').click();
  await page.getByRole('button', { name: 'Elegir cookies' }).click();
  await page.getByLabel('Cookies de marketing').check();
  await page.getByRole('button', { name: 'Guardar mis preferencias' }).click();
  await expect(heading(page)).toBeFocused();
  await expect(page.locator('#a11y-status')).toHaveText('Preferencias de cookies guardadas: ha aceptado las cookies de marketing y rechazado las analíticas.');
});

test('the amount dialog reopened from "Cambiar" gives focus back to that button', async ({ page }) => {
  await openFunnel(page);
  await page.locator('#loan-modal-continue').click();
  await page.getByRole('button', { name: 'Rechazar las cookies opcionales' }).click();
  const change = page.locator('.loan-summary button');
  await change.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(change).toBeFocused();
});

test('the session-timeout dialog, once extended, leaves focus where it was (the heading after start-up), never on <body>', async ({ page }) => {
  const expiry = applicationDataExpiryOf('es-vehicle');
  await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') });
  const sessionTimeoutCode = followSessionTimeoutCode(page);
  await openFunnel(page);
  await page.locator('#loan-modal-continue').click();
  await page.getByRole('button', { name: 'Rechazar las cookies opcionales' }).click();
  await expect(heading(page)).toBeFocused();
  await sessionTimeoutCode();
  await page.clock.fastForward(expiry - 90_000);
  const warning = page.getByRole('alertdialog', { name: 'Su sesión está a punto de terminar' });
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: 'Continuar con mi solicitud' }).click();
  await expect(warning).toHaveCount(0);
  await expect(heading(page)).toBeFocused();
});

test('each step change focuses the new heading, Back too; a failed Continue focuses the summary, whose link focuses the field', async ({ page }) => {
  await openFunnel(page);
  await page.locator('#loan-modal-continue').click();
  await page.getByRole('button', { name: 'Rechazar las cookies opcionales' }).click();

  // An error on the first step: the summary takes focus, and names the field and the failure.
  await continueButton(page).click();
  const summary = page.locator('.error-summary');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Introduzca su correo electrónico');
  await expect(page).toHaveTitle(/^Error: /);
  await summary.getByRole('link', { name: /correo electrónico/ }).click();
  await expect(page.locator('#f-contactDetails-email')).toBeFocused();

  await answerInitialDetails(page, `accept+focus${Date.now()}@example.com`);
  const [purpose, name, personalCode] = STEP_ANSWERS;
  await expectStepFocused(page, purpose!.path);

  // An error on a one-question step: its own message, the summary focused, its link to the first radio.
  await continueButton(page).click();
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Indique para qué va a usar el préstamo');
  await summary.getByRole('link').first().click();
  await expect(page.locator('#f-otherDetails-loanPurpose')).toBeFocused();

  await answerStep(page, purpose!);
  await expectStepFocused(page, name!.path);
  await page.locator('.back-link:visible').click();
  await expectStepFocused(page, purpose!.path);
  await continueButton(page).click();
  await expectStepFocused(page, name!.path);
  await answerStep(page, name!);
  await expectStepFocused(page, personalCode!.path);

  // The hint comes after the heading and is read with the field.
  const hintId = (await page.locator('#f-personalDetails-personalCode').getAttribute('aria-describedby'))?.split(' ')[0] ?? '';
  await expect(page.locator(`#${hintId}`)).toHaveText('Por ejemplo, 12345678Z o X1234567L');
  const hintAfterHeading = await page.evaluate((id) => {
    const h1 = document.querySelector('main h1')!;
    return (h1.compareDocumentPosition(document.getElementById(id)!) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  }, hintId);
  expect(hintAfterHeading).toBe(true);
  await page.locator('#f-personalDetails-personalCode').fill('12345678');
  await continueButton(page).click();
  await expect(summary).toBeFocused();
  expect(await focusedTag(page)).not.toBe('BODY');
});

test('at 320 px the review page with a 42-character email does not scroll sideways; under reduced motion the toast does not move', async ({ page }) => {
  const email = `accept+${'w'.repeat(10)}${Date.now()}@example.com`;
  expect(email).toHaveLength(42);
  await reviewOfSavedAnswers(page, email);
  await page.setViewportSize({ width: 320, height: 700 });
  await expect(page.getByText(email)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Every class a toast ever carries: the enter class goes once its animation ends.
  await page.evaluate(() => {
    const seen: string[] = ((window as unknown as { toastClasses: string[] }).toastClasses = []);
    new MutationObserver((records) => {
      for (const record of records) {
        const nodes = record.type === 'attributes' ? [record.target] : [...record.addedNodes];
        for (const node of nodes) if (node instanceof Element && node.classList.contains('Toastify__toast')) seen.push(node.className);
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  });
  await page.getByRole('link', { name: /Cambiar\s+Piso y puerta/ }).click();
  await expect(heading(page)).toBeFocused();
  await page.locator('#f-contactDetails-flatNumber').fill('3A');
  await continueButton(page).click();
  await expect(page).toHaveURL(`${BASE}/check-answers`);
  const toast = page.locator('.Toastify__toast');
  await expect(toast).toBeVisible();
  expect(await toast.evaluate((element) => getComputedStyle(element).transform)).toBe('none');
  const classes = (await page.evaluate(() => (window as unknown as { toastClasses: string[] }).toastClasses)).join(' ');
  expect(classes).toContain('toast-still');
  expect(classes).not.toMatch(/bounce|slide|zoom|flip/i);
  // Still auto-closes (react-toastify waits for the animation's end before starting its 3 s timer); the pointer is moved
  // off it first, as hovering pauses it.
  await page.mouse.move(1, 690);
  await expect(toast).toHaveCount(0, { timeout: 8_000 });
});

test('no route asks for a favicon that is not there', async ({ page }) => {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  for (const route of ['/', '/step/name', '/accepted', '/unsubscribe']) {
    await page.goto(`${BASE}${route}`);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', `${BASE}/brand/favicon.svg`);
  }
  const direct = await page.request.get('/favicon.ico');
  expect(direct.status()).toBe(200);
  expect(missing).toEqual([]);
});
