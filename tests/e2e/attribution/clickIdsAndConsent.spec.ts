import { expect, test, type Page } from '@playwright/test';
import { BASE, answerInitialDetails, answerStep, expectStep } from '../support/funnel';
import { STEP_ANSWERS } from '../support/funnelAnswers';
import { chooseCookies, closeAmountDialog, land, reopenCookieSettings, storedLead } from '../support/consent';
import { identityNeedles, needlesIn, recordRequests, storageText, stubVendors } from '../support/privacy';
import { PACED } from '../support/lanes';

/**
 * Attribution that survives consent (issue 24 item 4; application/tracking/MarketingIds.ts,
 * adapters/storage/MarketingConsentGuardKeyValueStorage.ts): the click ids of a landing are held until the applicant
 * chooses, stored and sent with the lead on consent (through a reload), never stored or sent on refusal, and cleared
 * from the lead on the save after a withdrawal. Vendor hosts are answered locally (support/privacy.ts).
 */

const GCLID = 'Cj0KCQiA-e2eGclid_1';
const FBCLID = 'IwAR0e2eFbclid_Case';
const TTCLID = 'E.C.P.e2eTtclid9';
const LANDING = `?gclid=${GCLID}&fbclid=${FBCLID}&ttclid=${TTCLID}`;
const ID_NEEDLES = identityNeedles([GCLID, FBCLID, TTCLID]);

const clickIdKeys = (page: Page) => page.evaluate(() => ['gclid', 'fbc', 'ttclid'].filter((key) => window.localStorage.getItem(key) !== null));

async function completeFromInitialDetails(page: Page, email: string): Promise<void> {
  await answerInitialDetails(page, email);
  for (const step of STEP_ANSWERS) {
    await expectStep(page, step.path);
    await answerStep(page, step);
  }
  await expect(page).toHaveURL(`${BASE}/check-answers`);
  await page.locator('#submit-application').click();
  await expect(page).toHaveURL(`${BASE}/accepted`);
}

test.beforeEach(async ({ context }) => {
  await stubVendors(context);
});

test('landed with gclid, fbclid and ttclid, accepted, reloaded before the first Continue, completed: the lead holds all three', PACED, async ({ page }) => {
  test.setTimeout(300_000);
  const email = `accept+clicks${Date.now()}@example.com`;
  await land(page, LANDING);
  await closeAmountDialog(page);
  // Held in memory while the applicant has not chosen: nothing on the device yet.
  expect(await clickIdKeys(page)).toEqual([]);
  await chooseCookies(page, 'all');
  await expect.poll(() => clickIdKeys(page)).toEqual(['gclid', 'fbc', 'ttclid']);

  await page.reload();
  await expect(page).toHaveURL(new RegExp(`${BASE}/step/initial-details$`), { timeout: 60_000 });
  await closeAmountDialog(page);
  await completeFromInitialDetails(page, email);

  const lead = await storedLead(page, email);
  expect(lead?.googleClick).toMatchObject({ gclid: GCLID });
  expect(lead?.googleClick?.gclidAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  expect(lead?.metaPixel?.fbc).toMatch(new RegExp(`^fb\\.1\\.\\d{13}\\.${FBCLID}$`));
  expect(lead?.tikTokPixel).toMatchObject({ ttclid: TTCLID });
});

test('landed with click ids, cookies refused: none in storage, none in any request the funnel makes, the lead holds none', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const email = `accept+refused${Date.now()}@example.com`;
  const requests = recordRequests(page, new URL(baseURL ?? '').origin);
  await land(page, LANDING);
  await closeAmountDialog(page);
  await chooseCookies(page, 'none');
  await answerInitialDetails(page, email);
  await expectStep(page, 'loan-purpose');
  await answerStep(page, STEP_ANSWERS[0]!);
  await expectStep(page, 'name');
  await expect.poll(async () => (await storedLead(page, email))?.otherDetails?.loanPurpose).toBeTruthy();

  expect(needlesIn(await storageText(page), ID_NEEDLES)).toEqual([]);
  expect((await page.context().cookies()).filter((cookie) => needlesIn(cookie.value, ID_NEEDLES).length > 0)).toEqual([]);
  // Every request but the landing page's own address (the applicant typed or clicked it).
  const landing = requests[0];
  expect(landing?.url).toContain(GCLID);
  const leaks = requests.slice(1).flatMap((request) => needlesIn(`${request.url} ${request.body}`, ID_NEEDLES).map((needle) => `${needle} in ${request.method} ${request.url}`));
  expect(leaks).toEqual([]);
  expect(requests.filter((request) => request.vendor).map((request) => request.url)).toEqual([]);
  // The saves said so explicitly: the lead's id fields are null.
  const lead = await storedLead(page, email);
  expect([lead?.googleClick?.gclid, lead?.metaPixel?.fbc, lead?.tikTokPixel?.ttclid]).toEqual([null, null, null]);
});

test('consent withdrawn after the first save: the ids leave storage at once and the lead on its next save', async ({ page }) => {
  test.setTimeout(180_000);
  const email = `accept+withdrawn${Date.now()}@example.com`;
  await land(page, LANDING);
  await closeAmountDialog(page);
  await chooseCookies(page, 'all');
  await answerInitialDetails(page, email);
  await expectStep(page, 'loan-purpose');
  await expect.poll(async () => (await storedLead(page, email))?.googleClick?.gclid).toBe(GCLID);
  expect((await storedLead(page, email))?.tikTokPixel?.ttclid).toBe(TTCLID);

  await reopenCookieSettings(page);
  await chooseCookies(page, 'none');
  expect(await clickIdKeys(page)).toEqual([]);
  expect(needlesIn(await storageText(page), ID_NEEDLES)).toEqual([]);

  await answerStep(page, STEP_ANSWERS[0]!);
  await expectStep(page, 'name');
  await expect.poll(async () => (await storedLead(page, email))?.googleClick?.gclid ?? null).toBeNull();
  const lead = await storedLead(page, email);
  expect(lead?.otherDetails?.loanPurpose).toBeTruthy();
  expect([lead?.metaPixel?.fbc, lead?.tikTokPixel?.ttclid, lead?.googleClick?.gclidAt]).toEqual([null, null, null]);
});
