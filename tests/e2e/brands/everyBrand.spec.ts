import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { COUNTRY_PROFILES } from '../../../domain/brand/countryProfiles';
import type { Country } from '../../../domain/brand/BrandConfigSchema';
import { ROOT, startBrandServer, type BrandServer } from '../prerender/brandServer';
import { BASE, expectAccessible } from '../support/funnel';
import { answerStepOnScreen, commonText, continueToNextPage, expectRefused, type Probe } from './answerAnyStep';
import { COUNTRY_FIXTURES } from './countryFixtures';

/** Every brand folder, its country and whether it runs the legacy multi-field pages (brand.json `legacyFlow`). */
const BRANDS = readdirSync(join(ROOT, 'brands'))
  .filter((id) => !id.startsWith('.'))
  .map((id) => {
    const json = JSON.parse(readFileSync(join(ROOT, 'brands', id, 'brand.json'), 'utf8')) as { country: Country; legacyFlow?: unknown };
    return { id, country: json.country, legacy: json.legacyFlow !== undefined };
  })
  .sort((a, b) => a.id.localeCompare(b.id));

/** Where the form ends: the review page of the v3 flow; the legacy flow's last page submits, so a result route. */
const FORM_DONE = { v3: /\/check-answers$/, legacy: /\/(checking|accepted|thank-you|redirected|rejected)$/ };

/** The brand the suite's own server runs (playwright.config.ts). */
const SUITE_BRAND = 'es-vehicle';

test.describe.configure({ mode: 'parallel' });

// Counts come from the registries: every folder of brands/ is driven, whatever their number.
test('every brand folder is driven below, each with the local data of its country', () => {
  expect(BRANDS.length).toBeGreaterThan(0);
  for (const brand of BRANDS) expect(COUNTRY_FIXTURES[brand.country], `${brand.id}: no fixture for ${brand.country}`).toBeDefined();
});

for (const brand of BRANDS) {
  test(`${brand.id}: an applicant of ${brand.country} with real local data reaches a decision; bad ids and a minor are refused in their language`, async ({ page }) => {
    test.setTimeout(240_000);
    const fixture = COUNTRY_FIXTURES[brand.country];
    const locale = COUNTRY_PROFILES[brand.country].locale;
    // es-vehicle is the suite's own server; every other brand gets the same build on its own server and database.
    const server: BrandServer | null = brand.id === SUITE_BRAND ? null : await startBrandServer(brand.id);
    try {
      await page.goto(server ? server.appUrl : `${BASE}/`);
      await expect(page).toHaveURL(brand.legacy ? /\/loan-information$/ : /\/step\/initial-details/);
      await page.locator('#loan-modal-continue').click();
      // A brand without optional cookies shows no banner; one with them is answered "reject".
      const reject = page.getByRole('button', { name: commonText(locale, 'consent>reject') });
      await expect(reject.or(page.locator('#f-contactDetails-email')).first()).toBeVisible();
      if (await reject.isVisible()) await reject.click();

      await page.locator('#f-contactDetails-email').fill(`e2e.${brand.id}@example.com`);
      await page.locator('#f-contactDetails-phoneNumber').pressSequentially(fixture.phone);
      await page.locator('#f-generalPolicies').check();
      await continueToNextPage(page);

      const probes: Probe[] = [fixture.minor, ...fixture.invalid];
      const probed = new Set<string>();
      const asked = new Set<string>();
      const done = brand.legacy ? FORM_DONE.legacy : FORM_DONE.v3;
      for (let guard = 0; !done.test(page.url()); guard += 1) {
        expect(guard, 'more pages than any flow has').toBeLessThan(80);
        await expect(page.locator('main h1:visible')).toBeVisible();
        const paths = await answerStepOnScreen(page, fixture, brand.country);
        paths.forEach((path) => asked.add(path));
        for (const probe of probes) {
          if (!paths.includes(probe.path) || probed.has(`${probe.path}=${JSON.stringify(probe.value)}`)) continue;
          probed.add(`${probe.path}=${JSON.stringify(probe.value)}`);
          await expectRefused(page, probe);
          // axe on the first error state of each brand (every step's error state is the same components).
          if (probed.size === 1) await expectAccessible(page);
          await answerStepOnScreen(page, fixture, brand.country); // back to the valid answers
        }
        await continueToNextPage(page);
      }

      // Every brand asks a date of birth or an id that encodes one, and the minor was tried on it.
      expect(asked.has('personalDetails.dateOfBirth') || asked.has('personalDetails.personalCode')).toBe(true);
      expect([...probed].some((key) => key.startsWith(`${fixture.minor.path}=`)), `${brand.id} never asked ${fixture.minor.path}`).toBe(true);
      // And at least one bad identifier of its country was refused with its specific message.
      expect(fixture.invalid.some((probe) => probed.has(`${probe.path}=${JSON.stringify(probe.value)}`)), `${brand.id} refused no bad identifier`).toBe(true);

      // The legacy flow's last page has submitted already.
      if (!brand.legacy) await page.locator('#submit-application').click();
      await expect(page).toHaveURL(/\/(accepted|thank-you|redirected|rejected)$/, { timeout: 30_000 });
      await expect(page).toHaveURL(/\/accepted$/);
    } finally {
      await server?.close();
    }
  });
}
