import { expect, test } from '@playwright/test';
import { BASE, closeModalAndConsent, continueButton, openFunnel } from '../support/funnel';
import { forwardRoute } from '../support/forwardRoute';

const CHECK_UNAVAILABLE = 'No hemos podido comprobar esta respuesta. Compruebe su conexión y pulse Continuar de nuevo';
// Since a country is one folder, the chunk holding the phone metadata holds the country's pack too, whose loss the
// save reports first: either message tells the applicant to try again, and neither lets an unchecked number through.
const TRY_AGAIN = new RegExp(`${CHECK_UNAVAILABLE}|No hemos podido guardar sus respuestas`);

/**
 * The first-step budget: the phone code (libphonenumber-js and its metadata, ui/steps/phoneCode.ts) is not in the first step's
 * bundle. When it cannot be fetched, Continue on step 1 neither passes an unchecked number nor loses it: the field says
 * the check could not be done, the number stays as typed, and the next Continue, once the network is back, goes on
 * and saves it in E.164.
 */
test('a phone chunk that fails to load: the number is kept, the check is reported unavailable, the next Continue goes on', async ({ page, request }) => {
  test.setTimeout(90_000);
  let broken = false;
  const aborted: string[] = [];
  await page.route(/\/static\/js\/async\/.*\.js$/, async (route) => {
    if (!broken) return route.continue();
    const response = await forwardRoute(route);
    const body = await response.text();
    // The libphonenumber-js metadata (the only chunk holding this key).
    if (body.includes('country_calling_codes')) {
      aborted.push(route.request().url());
      return route.abort('connectionreset');
    }
    return route.fulfill({ response, body });
  });
  await openFunnel(page);
  // From the first interaction on: the later-step code that uses the phone code is prefetched then.
  broken = true;
  await closeModalAndConsent(page);
  const email = `phone-chunk${Date.now()}@example.com`;
  await page.locator('#f-contactDetails-email').fill(email);
  await page.locator('#f-contactDetails-phoneNumber').fill('612345678');
  await page.locator('#f-generalPolicies').check();
  await continueButton(page).click();

  await expect(page.getByText(TRY_AGAIN).first()).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(new RegExp(`${BASE}/step/initial-details`));
  await expect(page.locator('#f-contactDetails-phoneNumber')).toHaveValue('612345678');
  await expect(page.locator('#f-contactDetails-email')).toHaveValue(email);
  expect(aborted.length, 'the phone chunk was requested and failed').toBeGreaterThan(0);

  broken = false;
  // On a loaded machine the first attempt may still be in flight (its retries of the lost chunk), and a press while a
  // Continue is under way is taken as the same press: the applicant presses again, as the test does, until it goes on.
  await expect(async () => {
    if (await continueButton(page).isVisible()) await continueButton(page).click({ timeout: 2_000 });
    await expect(page).toHaveURL(new RegExp(`${BASE}/step/loan-purpose`), { timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  // The create goes out behind the applicant (issue 14's save queue): the stored lead is awaited, not read at once.
  const storedPhones = async () => {
    const stored = await request.get(`/api/v3/test/leads?email=${encodeURIComponent(email)}`);
    const { leads } = (await stored.json()) as { leads: Array<{ lead: { contactDetails?: { phoneNumber?: string } } }> };
    return leads.map((lead) => lead.lead.contactDetails?.phoneNumber);
  };
  await expect.poll(storedPhones, { timeout: 15_000 }).toEqual(['+34612345678']);
});
