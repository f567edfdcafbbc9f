import { expect, test, type Page } from '@playwright/test';
import { answerStepOnScreen, commonText, continueToNextPage } from '../brands/answerAnyStep';
import { COUNTRY_FIXTURES } from '../brands/countryFixtures';
import { sharedBrandServer } from '../prerender/brandServerPool';
import { continueButton, expectAccessible } from '../support/funnel';

// Issue 12 item 3: the legacy multi-field pages of docs/legacy-flow.md as a second flow of the form engine, run by de-kredit
// (brand.json legacyFlow), through the real server and database to a decision. The state table routes it: each saved
// page moves the lead to the next page's state, and /continue/{id} opens the page of that state.

const BRAND = 'de-kredit';
const FIXTURE = COUNTRY_FIXTURES.DE;

/** The pages in order with their German headings (the section labels of locales/de/flow.json) and states (docs/states-and-routes.md "Application states"). */
const PAGES = [
  { route: 'loan-information', heading: 'Kreditinformationen', state: 1 },
  { route: 'personal-details', heading: 'Persönliche Angaben', state: 2 },
  { route: 'contact-details', heading: 'Kontaktdaten', state: 3 },
  { route: 'income-details', heading: 'Einkommen', state: 4 },
  { route: 'other-information', heading: 'Weitere Angaben', state: 5 },
  { route: 'reference-information', heading: 'Referenzen', state: 25 },
] as const;

async function expectPage(page: Page, index: number): Promise<void> {
  const expected = PAGES[index]!;
  await expect(page).toHaveURL(new RegExp(`/${expected.route}$`));
  await expect(page.locator('main h1:visible')).toHaveText(expected.heading);
}

test('de-kredit: the whole legacy flow, page by page to a decision, with a reload, Back and a /continue resume on the page of the lead state', async ({ page }) => {
  test.setTimeout(240_000);
  const server = await sharedBrandServer(BRAND);
  const api = new URL('/api', server.appUrl).toString();
  /** The lead's progress state as the server holds it (the credential cookie is the browser's: page.request). */
  const serverState = async (id: string): Promise<number> => ((await (await page.request.get(`${api}/v3/lead/url/${id}/continue`)).json()) as { progressState: number }).progressState;
  let leadId = '';
  page.on('response', async (response) => {
    if (response.request().method() === 'POST' && response.url().endsWith('/api/v2/lead') && response.status() === 201) leadId = ((await response.json()) as { id: string }).id;
  });
  try {
    await page.goto(server.appUrl);
    await expectPage(page, 0);
    await page.locator('#loan-modal-continue').click();
    const reject = page.getByRole('button', { name: commonText('de', 'consent>reject') });
    await expect(reject.or(page.locator('#f-contactDetails-email')).first()).toBeVisible();
    if (await reject.isVisible()) await reject.click();
    await expectAccessible(page);

    // The error state: nothing answered, every missing field named in the focused summary, axe clean.
    await continueButton(page).click();
    await expect(page.locator('.error-summary')).toBeFocused();
    await expect(page.locator('.error-summary')).toContainText('E-Mail-Adresse');
    await expect(page.locator('#f-contactDetails-email')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);

    await page.locator('#f-contactDetails-email').fill(`accept+legacy${Date.now()}@example.com`);
    await page.locator('#f-contactDetails-phoneNumber').pressSequentially(FIXTURE.phone);
    await page.locator('#f-generalPolicies').check();
    await continueToNextPage(page);

    for (let index = 1; index < PAGES.length; index++) {
      await expectPage(page, index);
      await expectAccessible(page);
      // The first save (the create) goes out behind the applicant: by now the server has moved the lead on.
      await expect.poll(async () => (leadId === '' ? 0 : serverState(leadId)), { timeout: 15_000 }).toBe(PAGES[index]!.state);
      if (PAGES[index]!.route === 'income-details') {
        // A reload keeps the page; Back shows the previous page with its answers; Forward returns.
        await page.reload();
        await expectPage(page, index);
        await page.goBack();
        await expectPage(page, index - 1);
        await expect(page.locator('#f-contactDetails-postalCode')).toHaveValue('10115');
        await page.goForward();
        await expectPage(page, index);
      }
      if (PAGES[index]!.route === 'reference-information') {
        // /continue/{id} of the lead opens the page of its state.
        await page.goto(new URL(`continue/${leadId}`, server.appUrl).toString());
        await expectPage(page, index);
      }
      await answerStepOnScreen(page, FIXTURE, 'DE');
      if (index === PAGES.length - 1) await expect(continueButton(page)).toContainText(commonText('de', 'buttons>submit'));
      await continueToNextPage(page);
    }

    // The last page submits: checking (6), then the decision of the accept+ identity.
    await expect(page).toHaveURL(/\/accepted$/, { timeout: 30_000 });
    expect(await serverState(leadId)).toBe(10);
    await expectAccessible(page);
  } finally {
    await server.close();
  }
});
