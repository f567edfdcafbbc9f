import { expect, test } from '@playwright/test';
import { REFERENCE_VERIFICATION_CODE } from '../../domain/api/TestIdentities';
import { BASE } from './support/funnel';
import { startBrandServer, type BrandServer } from './prerender/brandServer';

// Issue 22 item 5 in Chromium against `npm start` as production runs it (no FUNNEL_TEST_MODE): a test identity is an
// e-mail like any other, decided by the credit rules, and the fixed code 1234 opens nothing.

/** Answers every rule of the credit policy refuses: a 96-year-old with no income and a negative credit history. */
const REFUSED_ANSWERS = {
  personalDetails: { firstName: 'Ana', lastName: 'López', dateOfBirth: '1930-03-04', personalCode: '12345678Z' },
  incomeDetails: { monthlyIncome: 0 },
  otherDetails: { negativeCreditHistory: true, vehicleConsent: true },
};

let server: BrandServer;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startBrandServer('es-vehicle', { testMode: false });
});
test.afterAll(async () => server?.close());

test('a production-mode server decides accept+ by the rules, and 1234 does not open the application', async ({ browser }) => {
  test.setTimeout(120_000);
  const origin = new URL(server.appUrl).origin;
  const owner = await browser.newContext({ locale: 'es-ES', baseURL: origin });
  const created = await owner.request.post('/api/v2/lead', {
    headers: { 'Idempotency-Key': `production-${Date.now()}` },
    data: { product: 'vehicle-loan', amount: 2500, period: 60, generalPolicies: true, contactDetails: { email: `accept+production${Date.now()}@example.com`, phoneNumber: '+34612345678' }, otherDetails: { vehicleConsent: true } },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id: string }).id;
  const submitted = await owner.request.put('/api/v3/lead', { data: { id, product: 'vehicle-loan', ...REFUSED_ANSWERS, submit: true } });
  expect(((await submitted.json()) as { progressState: number }).progressState).toBe(13);

  // The applicant's own browser is shown the rejection, not an acceptance.
  const page = await owner.newPage();
  await page.goto(`${BASE}/continue/${id}`);
  await expect(page).toHaveURL(`${origin}${BASE}/rejected`, { timeout: 30_000 });

  // Another browser asks for a code (none is sent by opening the link) and tries the test code: refused.
  const stranger = await (await browser.newContext({ locale: 'es-ES', baseURL: origin })).newPage();
  await stranger.goto(`${BASE}/continue/${id}`);
  await stranger.getByRole('button', { name: 'Enviarme un código' }).click({ timeout: 30_000 });
  await stranger.getByLabel('Código', { exact: true }).fill(REFERENCE_VERIFICATION_CODE);
  await stranger.getByRole('button', { name: 'Continuar' }).click();
  await expect(stranger.locator('.error-summary')).toContainText('El código no es correcto');
  await expect(stranger).toHaveURL(`${origin}${BASE}/continue/${id}`);
  await owner.close();
});
