import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { driveBrandToDecision } from '../brands/driveBrand';
import { startBrandServer, type BrandServer } from '../prerender/brandServer';
import { BASE, answerInitialDetails, answerStep, closeModalAndConsent, expectStepFocused } from '../support/funnel';
import { STEP_ANSWERS } from '../support/funnelAnswers';
import { sha256, stubVendors } from '../support/privacy';
import { EXAMPLE_BRANDS, EXAMPLE_COUNTRIES_ENV, exampleApplicant } from './exampleCountries';

/**
 * The examples switched on the documented way (examples/integrations.ts: src/integrations.ts plus one line each: the
 * Acme pixel and the REST backend; examples/countries.ts: the country examples, with their brands and locales,
 * FUNNEL_COUNTRIES and FUNNEL_CONTENT), built into dist-examples/ (FUNNEL_INTEGRATIONS, FUNNEL_DIST_DIR) and served for
 * es-vehicle, whose brand.json sets `tracking.acmePixelId`, by the reference server with the example REST backend
 * mounted at /rest (examples/rest-backend/server.ts). Acme's host is answered in the browser by a stub that records
 * every call. Each country example's brand is then driven like every shipped brand (tests/e2e/brands/driveBrand.ts) on
 * its own server over the same build.
 */
const DIST = 'dist-examples';
const ACME_HOST = 'pixel.acme.example';
/** Acme's script as the stub serves it: records the calls its snippet queued, then every later one. */
const ACME_STUB = `(function(){var calls=window.__acmeCalls=[];var q=(window.acme&&window.acme.q)||[];function acme(){calls.push(Array.prototype.slice.call(arguments))}acme.q=[];q.forEach(function(a){calls.push(a)});window.acme=acme})();`;

/**
 * The examples' build (`npm run build:examples`, into its own folder: dist/ stays as it is) is made before Playwright
 * starts (E2E_PREBUILT=1: scripts/e2e.mjs, `npm test`), so each worker only starts its own server and the two tests run
 * side by side. Run by `npx playwright test` alone, one worker builds it here and runs both tests (two would race).
 */
const PREBUILT = process.env.E2E_PREBUILT === '1';
test.describe.configure({ mode: PREBUILT ? 'parallel' : 'serial' });

let server: BrandServer | undefined;
let origin = '';

// The example backend over the examples' build, as the per-brand tests below start it: its own database, removed by close().
test.beforeAll(async () => {
  test.setTimeout(420_000);
  if (!PREBUILT) execFileSync('npm', ['run', 'build:examples'], { stdio: 'ignore' });
  server = await startBrandServer('es-vehicle', { env: { DIST_DIR: DIST }, entry: 'examples/rest-backend/server.ts' });
  origin = new URL(server.appUrl).origin;
});

test.afterAll(async () => {
  await server?.close();
});

test('the example Acme pixel, plugged in by one line: nothing before consent, then Lead with hashed identity and its event id', async ({ page, context }) => {
  test.setTimeout(120_000);
  await stubVendors(context);
  const acmeRequests: string[] = [];
  await context.route(
    (url) => url.hostname === ACME_HOST,
    (route) => {
      acmeRequests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: ACME_STUB });
    },
  );
  const csp = (await page.request.get(`${origin}${BASE}/`)).headers()['content-security-policy'] ?? '';
  expect(csp, 'the CSP carries the host Acme declares').toContain(`https://${ACME_HOST}`);

  await page.goto(`${origin}${BASE}/`);
  await expect(page).toHaveURL(new RegExp(`${BASE}/step/initial-details`));
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.locator('#loan-modal-continue').click();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  expect(acmeRequests, 'nothing requested from Acme before consent').toEqual([]);
  expect(await page.evaluate(() => 'acme' in window), 'no Acme global before consent').toBe(false);

  await page.getByRole('button', { name: 'Aceptar todas las cookies' }).click();
  const email = `acme+${Date.now()}@example.com`;
  await answerInitialDetails(page, email);

  type Call = unknown[];
  const calls = (): Promise<Call[]> => page.evaluate(() => (window as unknown as { __acmeCalls?: unknown[][] }).__acmeCalls ?? []);
  await expect.poll(async () => (await calls()).some((call) => call[0] === 'track' && call[1] === 'Lead'), { timeout: 30_000 }).toBe(true);
  const received = await calls();
  expect(acmeRequests.some((url) => url.startsWith(`https://${ACME_HOST}/acme.js?id=acme-1`))).toBe(true);
  const init = received.find((call) => call[0] === 'init');
  expect(init?.[1]).toBe('acme-1');
  expect(init?.[2]).toMatchObject({ em: sha256(email.trim().toLowerCase()) });
  const lead = received.find((call) => call[0] === 'track' && call[1] === 'Lead');
  expect((lead?.[2] as { eventId?: unknown } | undefined)?.eventId).toMatch(/^[0-9a-f]{64}$/);
  expect(JSON.stringify(received)).not.toContain(email);
});

test('a whole journey through the example REST backend: the application calls reach /rest, never the reference lead API, and the applicant is accepted', async ({ page, context }) => {
  test.setTimeout(240_000);
  await stubVendors(context);
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin && (url.pathname.startsWith('/rest/') || url.pathname.startsWith('/api/'))) calls.push(`${request.method()} ${url.pathname}`);
  });
  await page.goto(`${origin}${BASE}/`);
  await expect(page).toHaveURL(new RegExp(`${BASE}/step/initial-details`));
  await closeModalAndConsent(page);
  const email = `accept+rest${Date.now()}@example.com`;
  await answerInitialDetails(page, email);
  for (const step of STEP_ANSWERS) {
    await expectStepFocused(page, step.path);
    await answerStep(page, step);
  }
  await expect(page).toHaveURL(new RegExp(`${BASE}/check-answers`));
  await page.locator('#submit-application').click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/accepted`), { timeout: 30_000 });

  expect(calls.filter((call) => call === 'POST /rest/applications'), 'the application is created once, on the REST backend').toHaveLength(1);
  expect(calls.some((call) => /^PATCH \/rest\/applications\/[^/]+$/.test(call)), 'steps are saved with PATCH').toBe(true);
  expect(calls.some((call) => /^POST \/rest\/applications\/[^/]+\/submission$/.test(call)), 'the last page is submitted').toBe(true);
  expect(calls.filter((call) => /^(POST|PUT) \/api\/v[23]\/lead/.test(call)), 'no create or update reaches the reference lead API').toEqual([]);

  // The backend holds every answer: read back through its own resource, with the browser's lead credential (issue 15:
  // without it the backend shows no personal data, which the last line checks).
  const created = calls.find((call) => /^PATCH \/rest\/applications\//.test(call)) ?? '';
  const id = created.split('/').pop() ?? '';
  const stored = await page.request.get(`${origin}/rest/applications/${id}?link=continue`);
  expect(stored.status()).toBe(200);
  expect(await stored.text()).toContain(email);
  expect(await (await fetch(`${origin}/rest/applications/${id}?link=continue`)).text()).not.toContain(email);
});

for (const brand of EXAMPLE_BRANDS) {
  test(`${brand.id} of the country example ${brand.folder} (${brand.country}): its applicant with real local data reaches a decision; bad ids and a minor are refused in its language`, async ({ page }) => {
    test.setTimeout(240_000);
    const applicant = await exampleApplicant(brand.folder);
    // The same examples' build (its lead backend is the example REST one), on a server that registers the example's
    // country and serves its brand and locales.
    const server = await startBrandServer(brand.id, { env: { ...EXAMPLE_COUNTRIES_ENV, DIST_DIR: DIST }, entry: 'examples/rest-backend/server.ts' });
    try {
      await driveBrandToDecision(page, server.appUrl, brand, applicant);
    } finally {
      await server.close();
    }
  });
}
