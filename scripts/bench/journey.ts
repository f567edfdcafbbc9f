import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { FlowDefinition } from '../../domain/flow/FlowDefinition';
import { STEP_ANSWERS, type Answer } from '../../tests/e2e/support/funnelAnswers';
import { answerAnyStep } from './answerAnyStep';
import { INPUT_SELECTOR, advanceMs, armAdvanceTimer, firstInputMs, firstSeconds, installProbes, jsHeapBytes, journeyTotals, longTasks, throttleCpu } from './pageProbes';

/** The result screen's heading (ui/pages/ResultScreen.tsx): what "result ready" means after the final submit. */
const RESULT_SELECTOR = 'main .result-screen h1';

export interface ColdLoad {
  /** Navigation start → first visible, enabled input, in milliseconds. */
  readonly firstInputMs: number;
  readonly longTaskCount: number;
  readonly longTaskMs: number;
  /** Blocking time of the load, as TBT counts it: the part of each long task over 50 ms, summed (ms). */
  readonly blockingMs: number;
  /** When the app took the prerendered screen over (ms since navigation start; null if it never did). */
  readonly takenOverMs: number | null;
  /** Long tasks (ms) after the take-over, up to 5 s after the load event (issue 25: none expected at 4×). */
  readonly afterTakeOverLongTasks: readonly number[];
}

export interface JourneyRun {
  /**
   * Step path → pointer-down on Continue to the next step's input visible, in milliseconds; `saveMs` is the time the
   * lead API calls of that Continue took on the wire (request start → response end), part of `ms`.
   */
  readonly steps: ReadonlyArray<{ readonly path: string; readonly ms: number; readonly saveMs: number }>;
  readonly longTaskCount: number;
  readonly longTaskMs: number;
  /** Long tasks overlapping a step advance (pointer-down on Continue → next input visible): count and total ms. */
  readonly advanceLongTaskCount: number;
  readonly advanceLongTaskMs: number;
  /** JS heap in use on the review page after the last step, in bytes. */
  readonly heapBytes: number;
  /** Pointer-down on the review's submit → the result screen's heading visible (ms; NaN when not timed). */
  readonly submitMs: number;
}

/** `appUrl` opened in a fresh context (empty cache and storage) with the probes installed, at `cpuRate`. */
export async function openCold(browser: Browser, appUrl: string, cpuRate: number, inputSelector: string = INPUT_SELECTOR, hooks?: Pick<StepHooks, 'setUp'>): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'es-ES', serviceWorkers: 'block' });
  try {
    await installProbes(context, inputSelector);
    await hooks?.setUp?.(context);
    const page = await context.newPage();
    await throttleCpu(page, cpuRate);
    await page.goto(appUrl);
    return { context, page };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/** One cold load (fresh context: empty cache and storage) at `cpuRate`; `inputSelector` names what counts as an input. */
export async function coldLoad(browser: Browser, appUrl: string, cpuRate: number, inputSelector: string = INPUT_SELECTOR): Promise<ColdLoad> {
  const { context, page } = await openCold(browser, appUrl, cpuRate, inputSelector);
  try {
    const ms = await firstInputMs(page);
    await page.waitForLoadState('networkidle');
    const seconds = inputSelector === INPUT_SELECTOR ? await firstSeconds(page) : null;
    const tasks = await longTasks(page);
    return {
      takenOverMs: seconds?.takenOverMs ?? null,
      afterTakeOverLongTasks: seconds?.afterTakeOver ?? [],
      firstInputMs: ms,
      longTaskCount: tasks.length,
      longTaskMs: tasks.reduce((a, b) => a + b, 0),
      blockingMs: tasks.reduce((a, b) => a + Math.max(0, b - 50), 0),
    };
  } finally {
    await context.close();
  }
}

async function applyAnswer(page: Page, item: Answer): Promise<void> {
  switch (item.kind) {
    case 'fill':
      return page.locator(`#${item.id}`).fill(item.value);
    case 'radio':
      return page.locator(item.option === 1 ? `#${item.id}` : `#${item.id}-${item.option}`).check();
    case 'check':
      return page.locator(`#${item.id}`).check();
    case 'select':
      return void (await page.locator(`#${item.id}`).selectOption(item.value));
    case 'date':
      await page.locator(`#${item.id}-day`).fill(item.day);
      await page.locator(`#${item.id}-month`).fill(item.month);
      return page.locator(`#${item.id}-year`).fill(item.year);
  }
}

/** Called around each timed Continue (scripts/bench/profileAdvance.ts starts and stops the CPU profiler there). */
export interface StepHooks {
  /** Before the page opens (e.g. an init script). */
  setUp?(context: BrowserContext): Promise<void>;
  beforeContinue(page: Page, path: string): Promise<void>;
  afterAdvance(page: Page, path: string, ms: number): Promise<void>;
  /** After the last step, before the context closes. */
  atEnd(page: Page): Promise<void>;
}

/** Every step of `flow` from the first to the review page at `cpuRate`, timing each Continue. */
export async function journey(browser: Browser, appUrl: string, flow: FlowDefinition, cpuRate: number, run: number, hooks?: StepHooks): Promise<JourneyRun> {
  const { context, page } = await openCold(browser, appUrl, cpuRate, INPUT_SELECTOR, hooks);
  try {
    await firstInputMs(page);
    // The prerendered buttons work once the app has taken the page over (a click before it does nothing).
    await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
    const modal = page.locator('#loan-modal-continue');
    if (await modal.isVisible()) await modal.click();
    const refuse = page.getByRole('button', { name: 'Rechazar las cookies opcionales' });
    if (await refuse.isVisible()) await refuse.click();
    const known = flow.flowId === 'es-vehicle-v3' ? new Map(STEP_ANSWERS.map((step) => [step.path, step.answers])) : new Map<string, readonly Answer[]>();
    const steps: Array<{ path: string; ms: number; saveMs: number }> = [];
    let saveMs = 0;
    page.on('requestfinished', (request) => {
      if (!/\/api\/v[23]\/lead$/.test(new URL(request.url()).pathname)) return;
      const timing = request.timing();
      if (timing.responseEnd > 0) saveMs += timing.responseEnd - Math.max(0, timing.requestStart);
    });
    for (let guard = 0; guard < 80; guard++) {
      const path = new URL(page.url()).pathname.split('/step/')[1];
      if (!path) break;
      await page.locator('main form:visible').waitFor();
      const answers = known.get(path);
      if (path === 'initial-details') {
        await page.locator('#f-contactDetails-email').fill(`accept+bench${run}-${Date.now()}@example.com`);
        await page.locator('#f-contactDetails-phoneNumber').pressSequentially('612345678');
        await page.locator('#f-generalPolicies').check();
      } else if (answers) {
        for (const item of answers) await applyAnswer(page, item);
      } else {
        await answerAnyStep(page, flow);
      }
      await armAdvanceTimer(page);
      saveMs = 0;
      const submit = page.locator('main form:visible button[type=submit]');
      await submit.waitFor();
      await hooks?.beforeContinue(page, path);
      await submit.click();
      try {
        const ms = await advanceMs(page);
        await hooks?.afterAdvance(page, path, ms);
        steps.push({ path, ms, saveMs });
      } catch {
        throw new Error(`step ${path} did not advance (${await page.locator('.error-summary').textContent().catch(() => 'no summary')})`);
      }
    }
    const totals = await journeyTotals(page);
    await hooks?.atEnd(page);
    const submitMs = hooks ? Number.NaN : await timeSubmit(page);
    return { steps, ...totals, submitMs };
  } finally {
    await context.close();
  }
}

/** On the review: pointer-down on the submit → the result screen's heading visible, in milliseconds. */
async function timeSubmit(page: Page): Promise<number> {
  const submit = page.locator('#submit-application');
  if (!(await submit.isVisible())) return Number.NaN;
  await armAdvanceTimer(page, RESULT_SELECTOR);
  await submit.click();
  try {
    return await advanceMs(page);
  } catch {
    throw new Error(`the submit did not reach a result (${await page.locator('.error-summary').textContent().catch(() => 'no summary')})`);
  }
}
