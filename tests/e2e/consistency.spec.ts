import { expect, test } from '@playwright/test';
import { BASE, answerInitialDetails, answerStep, closeModalAndConsent, continueButton, expectStep, openFunnel } from './support/funnel';
import { STEP_ANSWERS } from './support/funnelAnswers';

/** Consistent data (issue 15 item 5), in Chromium against the real server and database. */

test('a deep link past the first step makes no lead without contact details: the create is refused and the applicant is sent to the first step', async ({ page }) => {
  const creates: number[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith('/api/v2/lead')) creates.push(response.status());
  });
  await page.goto(`${BASE}/step/name`);
  await expectStep(page, 'name');
  const loanDialog = page.locator('#loan-modal-continue');
  if (await loanDialog.isVisible()) await loanDialog.click();
  const reject = page.getByRole('button', { name: 'Rechazar las cookies opcionales' });
  if (await reject.isVisible()) await reject.click();
  await answerStep(page, STEP_ANSWERS.find((step) => step.path === 'name')!);
  await expect(page).toHaveURL(`${BASE}/step/initial-details`, { timeout: 30_000 });
  await expect(page.locator('.error-summary')).toContainText('Correo electrónico');
  expect(creates.length).toBeGreaterThan(0);
  expect(creates.every((status) => status === 422), `create answers: ${creates.join(', ')}`).toBe(true);
  // The amount was never chosen on this path: the first step asks for it as it does at the start.
  await page.locator('#loan-modal-continue').click();
  // Once the contact details are given, the application goes on with the name already answered.
  await answerInitialDetails(page, `accept+deeplink${Date.now()}@example.com`);
  await expect(page).not.toHaveURL(`${BASE}/step/initial-details`);
  // Saves go out behind the applicant (issue 14's queue): the create is answered a moment after the step changes.
  await expect.poll(() => creates.at(-1), { timeout: 15_000 }).toBe(201);
});

test('the vehicle-backed loan cannot skip the vehicle-guarantee consent and offers no "No tengo vehículo"', async ({ page }) => {
  await openFunnel(page);
  await closeModalAndConsent(page);
  await answerInitialDetails(page, `accept+vehicleconsent${Date.now()}@example.com`);
  for (const step of STEP_ANSWERS) {
    await expectStep(page, step.path);
    if (step.path === 'vehicle-ownership') break;
    await answerStep(page, step);
  }
  await expect(page.getByRole('radio', { name: 'No tengo vehículo' })).toHaveCount(0);
  const vehicle = STEP_ANSWERS.find((step) => step.path === 'vehicle-ownership')!;
  await answerStep(page, { ...vehicle, answers: vehicle.answers.slice(1) });
  await expect(page.locator('.error-summary')).toBeFocused();
  await expect(page.locator('.error-summary')).toContainText(/./);
  await expect(page.locator('#f-otherDetails-vehicleConsent')).toHaveAttribute('aria-invalid', 'true');
  await expectStep(page, 'vehicle-ownership');
  await page.locator('#f-otherDetails-vehicleConsent').check();
  await continueButton(page).click();
  await expectStep(page, 'has-vehicle-downpayment');
});

test('a misspelt email domain gets "¿Quería decir …?" applied only on request; a disposable address is refused in Spanish and no lead is made', async ({ page }) => {
  await openFunnel(page);
  await closeModalAndConsent(page);
  const email = page.locator('#f-contactDetails-email');
  await email.fill('maria.garcia@gmial.com');
  await expect(page.getByText('¿Quería decir maria.garcia@gmail.com?')).toBeVisible();
  await expect(email).toHaveValue('maria.garcia@gmial.com');
  await page.getByRole('button', { name: 'Usar maria.garcia@gmail.com' }).click();
  await expect(email).toHaveValue('maria.garcia@gmail.com');
  await expect(email).toBeFocused();

  const throwaway = `accept+${Date.now()}@mailinator.com`;
  await email.fill(throwaway);
  await expect(page.getByText('no aceptamos correos temporales.')).toBeVisible();
  const create = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith('/api/v2/lead'));
  await page.locator('#f-contactDetails-phoneNumber').pressSequentially('612345678');
  await page.locator('#f-generalPolicies').check();
  await continueButton(page).click();
  expect((await create).status()).toBe(422);
  await expect(page.locator('.error-summary')).toContainText('Use una dirección de correo que vaya a conservar: no aceptamos correos temporales');
  await expectStep(page, 'initial-details');
  await expect(email).toHaveValue(throwaway);
});
