import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { BASE, answerInitialDetails, answerStep, expectStep } from '../support/funnel';
import { STEP_ANSWERS } from '../support/funnelAnswers';
import { chooseCookies, closeAmountDialog, land } from '../support/consent';
import { identityNeedles, needlesIn, recordRequests, stubVendors } from '../support/privacy';
import { funnelDropOff, type RecordedEvent } from '../../../scripts/funnelReport/funnelDropOff';

/**
 * The funnel events of a whole journey through the real posthog-js client (docs/funnel-events.md): the e2e server runs
 * with FUNNEL_CAPTURE_ANALYTICS=1, so the page's PostHog sends to the reference server's capture route, which keeps
 * them; `npm run funnel-report` then draws the chart from that recorded journey.
 */

const FLOW = ['initial-details', ...STEP_ANSWERS.map((step) => step.path)];
/**
 * Every personal answer of support/funnelAnswers.ts worth searching for, and the contact details typed. Not the city:
 * the browser's time zone (Europe/Madrid, playwright.config.ts) names it, and posthog-js sends the time zone.
 */
const personalAnswers = (email: string): string[] => [
  email,
  '612345678',
  '+34612345678',
  ...STEP_ANSWERS.flatMap((step) => step.answers.flatMap((answer) => (answer.kind === 'fill' && answer.value.length >= 4 && answer.value !== 'Madrid' ? [answer.value] : []))),
];

const sessionIdOf = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const raw = window.localStorage.getItem('sessionId') ?? '';
    try {
      return String(JSON.parse(raw));
    } catch {
      return raw;
    }
  });

// posthog-js drops the events of a browser that says it is automated (its user agent, its client hints' brands,
// navigator.webdriver): this one looks like an applicant's.
test.use({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' });

const recorded = async (page: Page): Promise<RecordedEvent[]> => ((await (await page.request.get('/api/analytics/events')).json()) as { events: RecordedEvent[] }).events;

test('a consented journey sends one event per step shown and continued, then lead created, submitted and decided, to the capture route; no answer in any property; the report draws it', async ({ page, context, baseURL }) => {
  test.setTimeout(300_000);
  await stubVendors(context);
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
    // The headless shell's client hints name "HeadlessChrome" too: the brands of the Chrome the user agent names.
    const brands = [{ brand: 'Chromium', version: '131' }, { brand: 'Google Chrome', version: '131' }, { brand: 'Not_A Brand', version: '24' }];
    Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => ({ brands, mobile: false, platform: 'Linux', getHighEntropyValues: () => Promise.resolve({ brands, mobile: false, platform: 'Linux' }) }) });
  });
  const requests = recordRequests(page, new URL(baseURL ?? '').origin);
  const email = `accept+funnel${Date.now()}@example.com`;
  await land(page);
  await closeAmountDialog(page);
  // Nothing goes to the capture route before analytics consent.
  await page.waitForTimeout(500);
  expect(requests.filter((request) => /\/api\/e\//.test(request.url))).toEqual([]);
  await chooseCookies(page, 'all');

  // A refusal on the way: Continue on the name step with a digit in the first name and no last name.
  await answerInitialDetails(page, email);
  for (const step of STEP_ANSWERS) {
    await expectStep(page, step.path);
    if (step.path === 'name') {
      await page.locator('#f-personalDetails-firstName').fill('María1');
      await page.locator('main form:visible button[type=submit]').click();
      await expect(page.locator('.error-summary')).toBeVisible();
    }
    await answerStep(page, step);
  }
  await expect(page).toHaveURL(`${BASE}/check-answers`);
  await page.locator('#submit-application').click();
  await expect(page).toHaveURL(`${BASE}/accepted`);

  const session = await sessionIdOf(page);
  const mine = async () => (await recorded(page)).filter((event) => event.distinctId === session && event.event.startsWith('funnel_'));
  await expect.poll(async () => (await mine()).map((event) => event.event), { timeout: 30_000 }).toContain('funnel_lead_decided');
  const events = await mine();

  // Per step, in flow order: shown, (refused,) continued — each once.
  const stepEvents = events.filter((event) => event.event.startsWith('funnel_step_')).map((event) => `${event.event.replace('funnel_step_', '')}:${String(event.properties.step)}`);
  expect(stepEvents).toEqual(FLOW.flatMap((step) => (step === 'name' ? [`shown:${step}`, `invalid:${step}`, `continued:${step}`] : [`shown:${step}`, `continued:${step}`])));
  expect(events.filter((event) => event.event.startsWith('funnel_lead_')).map((event) => event.event)).toEqual(['funnel_lead_created', 'funnel_lead_submitted', 'funnel_lead_decided']);
  const refusal = events.find((event) => event.event === 'funnel_step_invalid');
  expect(refusal?.properties.error_codes).toEqual(['personalDetails.firstName:InvalidFormat', 'personalDetails.lastName:Required']);
  for (const event of events) {
    expect(event.brand).toBe('es-vehicle');
    expect(event.properties.event_id).toBe(event.uuid);
  }
  for (const [index, step] of FLOW.entries()) {
    const continued = events.find((event) => event.event === 'funnel_step_continued' && event.properties.step === step);
    expect(continued?.properties).toMatchObject({ position: index + 1, steps: FLOW.length });
    expect(typeof continued?.properties.time_on_step_ms).toBe('number');
  }
  expect(events.find((event) => event.event === 'funnel_lead_decided')?.properties.status).toBe('accepted');

  // No answer in any property of any event posthog-js sent (the funnel's and its own).
  const everything = JSON.stringify((await recorded(page)).filter((event) => event.distinctId === session));
  expect(needlesIn(everything, identityNeedles(personalAnswers(email)))).toEqual([]);

  // The chart from the recorded journey, by the report script against the running server.
  const out = join('artifacts', `funnel-report-e2e-${Date.now()}.svg`);
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/funnelReport.ts', '--url', `${baseURL}/api`, '--out', out], { encoding: 'utf8' });
  const svg = readFileSync(out, 'utf8');
  expect(svg).toContain('es-vehicle');
  for (const [index, step] of FLOW.entries()) expect(svg).toContain(`${index + 1}. ${step}`);
  const mineOnly = funnelDropOff(events)[0];
  expect(mineOnly?.steps.map((step) => [step.step, step.shown, step.continued])).toEqual(FLOW.map((step) => [step, 1, 1]));
  expect(mineOnly?.leads).toEqual({ created: 1, submitted: 1, decided: 1 });
});
