import { expect, test, type Page } from '@playwright/test';
import { BASE } from './support/funnel';
import { submitSavedAnswers } from './support/leadInState';

// Issue 22 item 4: the funnel follows the server's state. Through the real server and database, an applicant types
// into the address bar the URL of a screen their application is not at (a full page load, as a typed URL is); the
// route guard (ui/pages/ScreenGuard.tsx) shows the screen of the step the application waits for instead, replacing
// the entry, and says why. A step the server refuses out of turn (409) brings the applicant there too. Each application
// is submitted from its review with answers saved over the API (leadInState.ts).

const NOT_PENDING = 'Esa página no está disponible ahora. Este es el paso que espera su solicitud.';
const CLOSED = 'Su solicitud ya está enviada, así que sus respuestas ya no se pueden cambiar.';
const DECIDED = 'Su solicitud ya tiene una decisión, así que no se puede enviar nada más. Este es el resultado.';

/** Types `route` into the address bar and waits until the app has settled on `expected`, with `notice` on screen. */
async function typeUrl(page: Page, route: string, expected: string, notice: string): Promise<void> {
  await page.goto(`${BASE}${route}`);
  await expect(page).toHaveURL(`${BASE}${expected}`);
  await expect(page.getByRole('alert').filter({ hasText: notice })).toBeVisible();
}

test('a verify+ applicant who types /consents, /smava, /accepted or the review is shown the SMS step again; nothing of the asked screen', async ({ page }) => {
  await submitSavedAnswers(page, `verify+guard${Date.now()}@example.com`);
  await expect(page).toHaveURL(`${BASE}/mobile-verification`);
  for (const route of ['/consents', '/smava', '/accepted']) {
    await typeUrl(page, route, '/mobile-verification', NOT_PENDING);
    await expect(page.locator('#mobile-code')).toBeVisible();
    await expect(page.locator('#f-consents-creditBureau')).toHaveCount(0);
  }
  // The review of an application already sent: its answers can no longer be changed.
  await typeUrl(page, '/check-answers', '/mobile-verification', CLOSED);
  await expect(page.locator('#submit-application')).toHaveCount(0);
  // The change of number is another way to take the SMS step: it opens, with no notice.
  await page.goto(`${BASE}/change-mobile-number`);
  await expect(page.locator('#mobile-number')).toBeVisible();
  await expect(page).toHaveURL(`${BASE}/change-mobile-number`);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('an idupload+ applicant who types /smava or /accepted is shown the id upload; no offer, no result', async ({ page }) => {
  await submitSavedAnswers(page, `idupload+guard${Date.now()}@example.com`);
  await expect(page).toHaveURL(`${BASE}/id-upload`);
  for (const route of ['/smava', '/accepted', '/mobile-verification']) {
    await typeUrl(page, route, '/id-upload', NOT_PENDING);
    await expect(page.locator('#id-upload-front')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: 'Su solicitud ha sido aceptada' })).toHaveCount(0);
  }
});

test('a fresh browser opening /check-answers lands on the first step; the empty review is never shown', async ({ page }) => {
  await page.goto(`${BASE}/check-answers`);
  await expect(page).toHaveURL(`${BASE}/step/initial-details`);
  await expect(page.locator('#f-contactDetails-email')).toBeVisible();
  await expect(page.locator('#submit-application')).toHaveCount(0);
});

test('a decided applicant who types a step of the form or an offer screen is shown the result', async ({ page }) => {
  await submitSavedAnswers(page, `accept+guard${Date.now()}@example.com`);
  await expect(page).toHaveURL(`${BASE}/accepted`);
  await typeUrl(page, '/step/initial-details', '/accepted', CLOSED);
  await expect(page.locator('main form')).toHaveCount(0);
  await typeUrl(page, '/mobile-verification', '/accepted', NOT_PENDING);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Su solicitud ha sido aceptada');
});

test('a code sent from a window the application has left behind is refused (409) and the applicant is shown the result, saying why', async ({ page, context }) => {
  await submitSavedAnswers(page, `verify+stale${Date.now()}@example.com`);
  await expect(page).toHaveURL(`${BASE}/mobile-verification`);
  // A second window of the same browser answers the code first: the application is accepted there.
  const other = await context.newPage();
  await other.goto(`${BASE}/mobile-verification`);
  await other.locator('#mobile-code').fill('1234');
  await other.locator('#mobile-code').press('Enter');
  await expect(other).toHaveURL(`${BASE}/accepted`);
  // The first window still shows the code: its answer goes out, the server refuses it, the window follows.
  const refused = page.waitForResponse((response) => response.status() === 409);
  await page.locator('#mobile-code').fill('1234');
  await page.locator('#mobile-code').press('Enter');
  expect(await (await refused).json()).toMatchObject({ error: { code: 'ApplicationDecided', pendingRoute: '/accepted' } });
  await expect(page).toHaveURL(`${BASE}/accepted`);
  await expect(page.getByRole('alert').filter({ hasText: DECIDED })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Su solicitud ha sido aceptada');
});
