import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REST_BACKEND_PATH } from '../../../examples/rest-backend/withRestBackend';
import { ROOT, startBrandServer } from '../prerender/brandServer';
import { BASE, continueButton } from '../support/funnel';
import { EXAMPLE_COUNTRIES_ENV } from './exampleCountries';
import { EXAMPLE_OFFER_SCREEN_FOLDERS, offerScreenJourney } from './exampleOfferScreens';

/**
 * The offer-screen examples switched on the documented way (examples/offerScreens.ts, one line each, read by the
 * examples' build through FUNNEL_OFFER_SCREENS; their texts from the example's `locales/` through FUNNEL_CONTENT),
 * each on a server of a brand it is asked of over the examples' build (dist-examples/, its lead backend the example
 * REST one). A lead made over the API with the state{n}+ identity of the screen's state (domain/api/TestIdentities.ts)
 * is resumed in the browser (/continue/{id}) as an applicant coming back is: the screen shows under its route with its
 * title, refuses a wrong answer with its message, takes the right ones and the application follows the next state.
 */
const DIST = 'dist-examples';
/** Built before Playwright starts (E2E_PREBUILT=1, `npm test`); run alone, this file builds it (tests/e2e/examples/examples.spec.ts does the same). */
const PREBUILT = process.env.E2E_PREBUILT === '1';

test.beforeAll(() => {
  test.setTimeout(420_000);
  if (!PREBUILT && EXAMPLE_OFFER_SCREEN_FOLDERS.length > 0) execFileSync('npm', ['run', 'build:examples'], { stdio: 'ignore' });
});

for (const folder of EXAMPLE_OFFER_SCREEN_FOLDERS) {
  test(`the offer screen of ${folder}: reached by its state, checked by its rules, answered, and the application moves on`, async ({ page }) => {
    test.setTimeout(240_000);
    const journey = await offerScreenJourney(folder);
    const server = await startBrandServer(journey.brand, { env: { ...EXAMPLE_COUNTRIES_ENV, DIST_DIR: DIST }, entry: 'examples/rest-backend/server.ts' });
    try {
      const origin = new URL(server.appUrl).origin;
      const email = `state${journey.screen.state}+${journey.screen.screen}${Date.now()}@example.com`;
      const { product } = JSON.parse(readFileSync(join(ROOT, 'brands', journey.brand, 'brand.json'), 'utf8')) as { product?: string };
      const created = await page.request.post(`${origin}/api/v2/lead`, {
        headers: { 'Idempotency-Key': `e2e-${email}` },
        data: { product, amount: 2500, period: 60, generalPolicies: true, contactDetails: { email, phoneNumber: '+34612345678' }, otherDetails: { vehicleConsent: true } },
      });
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as { id: string };
      const submitted = await page.request.put(`${origin}/api/v3/lead`, { data: { id, product, submit: true } });
      expect(((await submitted.json()) as { progressState: number }).progressState).toBe(journey.screen.state);

      // The examples' build resumes over the example REST backend, which scopes the lead credential to its own path; the
      // offer-stage calls go to the reference API (examples/rest-backend/RestLeadGateway.ts). The lead was made over the
      // API, so the browser gets its credential under both paths, as a lead made through the backend would hold them.
      const credential = (await page.context().cookies(`${origin}/api/`)).find((cookie) => cookie.name === 'lead_session');
      expect(credential, 'the create set the lead credential').toBeDefined();
      if (credential) await page.context().addCookies([{ ...credential, path: REST_BACKEND_PATH }]);
      await page.goto(`${origin}${BASE}/continue/${id}`);
      await expect(page).toHaveURL(`${origin}${BASE}${journey.screen.route}`, { timeout: 30_000 });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(journey.title);

      await journey.answer(page);
      await journey.refuse.answer(page);
      await continueButton(page).click();
      await expect(page.locator('main').getByText(journey.refuse.message).first()).toBeVisible();
      await expect(page).toHaveURL(`${origin}${BASE}${journey.screen.route}`);

      await journey.answer(page);
      await continueButton(page).click();
      await expect(page).toHaveURL(`${origin}${BASE}${journey.next}`, { timeout: 30_000 });
    } finally {
      await server.close();
    }
  });
}
