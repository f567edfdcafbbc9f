import { expect, type Page } from '@playwright/test';
import { answerStepOnScreen, continueToNextPage, expectRefused, type Probe } from './answerAnyStep';
import type { CountryFixture } from './countryFixtures';
import { expectAccessible } from '../support/funnel';

/** Where the form ends: the review page of the v3 flow; the legacy flow's last page submits, so a result route. */
const FORM_DONE = { v3: /\/check-answers$/, legacy: /\/(checking|accepted|thank-you|redirected|rejected)$/ };

/** A brand as the every-brand drive needs it: its id and country, and whether it runs the legacy pages. */
export interface DrivenBrand {
  readonly id: string;
  readonly country: string;
  readonly legacy: boolean;
}

/**
 * The page's text for `key` (`a>b>c`) of the common namespace, as the server serves it to this brand: the locale
 * and the translations path from the brand configuration in the page (so an example's own locale folder works too).
 */
export async function pageCommonText(page: Page, key: string): Promise<string> {
  const config = await page.locator('#brand-config').textContent();
  const { locale, translationsPath } = JSON.parse(config ?? '{}') as { locale: string; translationsPath: string };
  const url = new URL(translationsPath.replace('{{lng}}', locale).replace('{{ns}}', 'common'), page.url()).href;
  const json = (await (await page.request.get(url)).json()) as Record<string, unknown>;
  const value = key.split('>').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], json);
  if (typeof value !== 'string') throw new Error(`${url} has no ${key}`);
  return value;
}

/**
 * Drives `brand`'s funnel at `appUrl` the way an applicant of its country would, with `fixture`'s real local data: the
 * loan modal, consent refused where asked, step 1, then every step its flow asks, trying the country's bad
 * identifiers and a minor on the way (each refused with its message), to the decision, which must be `outcome` (an
 * acceptance unless told). The every-brand e2e runs it for each brand folder; the ninth-country example's e2e for its
 * brand; the one-identity e2e with an applicant the decision refuses.
 */
export async function driveBrandToDecision(page: Page, appUrl: string, brand: DrivenBrand, fixture: CountryFixture, outcome: RegExp = /\/accepted$/): Promise<void> {
  await page.goto(appUrl);
  await expect(page).toHaveURL(brand.legacy ? /\/loan-information$/ : /\/step\/initial-details/);
  await page.locator('#loan-modal-continue').click();
  // A brand without optional cookies shows no banner; one with them is answered "reject".
  const reject = page.getByRole('button', { name: await pageCommonText(page, 'consent>reject') });
  await expect(reject.or(page.locator('#f-contactDetails-email')).first()).toBeVisible();
  if (await reject.isVisible()) await reject.click();

  // An address of this drive's own: the brand's server is shared with the run's other tests (brandServerPool.ts).
  await page.locator('#f-contactDetails-email').fill(`e2e.${brand.id}.${Date.now().toString(36)}@example.com`);
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
  await expect(page).toHaveURL(outcome);
}
