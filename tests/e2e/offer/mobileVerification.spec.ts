import { expect, test } from '@playwright/test';
import { BASE, audit, expectAccessible } from '../support/funnel';
import { resumeSubmitted } from '../support/leadInState';

// Issue 12 (the mobile verification screen) and issue 15 (the code's limits, said on screen), through the real server
// and database with the verify+ test identity (state 7; the reference API's code is 1234). Keyboard only, as far as
// the screen goes: every action here is a Tab, typing or Enter.
test('mobile verification: wrong code, resend, change of number and the right code, keyboard only; axe clean on the screen and its error state', async ({ page }) => {
  test.setTimeout(180_000);
  await resumeSubmitted(page, `verify+${Date.now()}@example.com`, '/mobile-verification');
  const heading = page.locator('h1:visible');
  await expect(heading).toHaveText('Verifique su número de móvil');
  await expect(heading).toBeFocused();
  const code = page.locator('#mobile-code');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await audit(page, '45-mobile-verification');

  // A wrong code: the summary takes focus and says how many tries this code has left.
  await page.keyboard.press('Tab');
  await expect(code).toBeFocused();
  await page.keyboard.type('0000');
  await page.keyboard.press('Enter');
  const summary = page.locator('.error-summary');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('El código no es correcto. Intentos que le quedan con este código: 4');
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  // Resend: the decision sent a code moments ago, so the server's cooldown holds; either way the screen counts down
  // the wait and the button holds back until it has passed.
  const resend = page.getByRole('button', { name: 'Enviar un código nuevo' });
  await resend.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#mobile-code-resend-wait')).toContainText(/Podrá pedir un código nuevo dentro de \d+ segundos/);
  await expect(page.locator('#mobile-code-resend-status')).toContainText(/Podrá pedir un código nuevo dentro de \d+ segundos|Le hemos enviado un código nuevo/);
  await expect(resend).toHaveAttribute('aria-disabled', 'true');

  // Change of number: a landline is refused, a mobile gets a new code and the code screen comes back.
  const changeLink = page.getByRole('link', { name: 'Cambiar su número de móvil' });
  await changeLink.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${BASE}/change-mobile-number`);
  await expect(heading).toHaveText('Cambie su número de móvil');
  await expect(heading).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator('#mobile-number')).toBeFocused();
  await page.keyboard.type('912345678');
  await page.keyboard.press('Enter');
  await expect(summary).toContainText('Introduzca un número de teléfono móvil');
  await expectAccessible(page);
  await page.locator('#mobile-number').fill('');
  await page.locator('#mobile-number').focus();
  await page.keyboard.type('699111222');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${BASE}/mobile-verification`);

  // The right code: the application moves on as its decision said (verify+ → accepted).
  await expect(heading).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(code).toBeFocused();
  await page.keyboard.type('1234');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${BASE}/accepted`);
});

test('too many wrong codes: the screen says to ask for a new code and holds the resend until the server allows it', async ({ page }) => {
  test.setTimeout(180_000);
  await resumeSubmitted(page, `verify+${Date.now()}@example.com`, '/mobile-verification');
  const code = page.locator('#mobile-code');
  for (let left = 4; left > 0; left -= 1) {
    await code.fill('0000');
    await code.press('Enter');
    await expect(page.locator('.error-summary')).toContainText(`Intentos que le quedan con este código: ${left}`);
  }
  await code.fill('0000');
  await code.press('Enter');
  await expect(page.locator('.error-summary')).toContainText('Ha introducido demasiados códigos incorrectos');
  await expect(page.getByRole('button', { name: 'Enviar un código nuevo' })).toHaveAttribute('aria-disabled', 'true');
  await audit(page, '46-mobile-verification-too-many');
  // The right code is refused too until a new code is sent (issue 15: a resend does not reset the lead's count).
  await code.fill('1234');
  await code.press('Enter');
  await expect(page.locator('.error-summary')).toContainText('Ha introducido demasiados códigos incorrectos');
  await expect(page).toHaveURL(`${BASE}/mobile-verification`);
});
