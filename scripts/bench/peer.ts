import type { Browser, Page } from 'playwright-core';
import { gzipBytes } from '../../tests/budget/firstStepBudget';
import { inlineFiles } from './firstStepFiles';
import { continueButtonIndex, plausibleAction, type FormControl } from './genericForm';
import { openCold, type JourneyRun } from './journey';
import { ANY_INPUT_SELECTOR, advanceMs, armAdvanceTimer, firstInputMs, journeyTotals } from './pageProbes';

/** A peer's step that shows no new input this long after Continue ends its journey (its last page, or a refusal). */
const PEER_ADVANCE_TIMEOUT_MS = 10_000;
const BUTTON_SELECTOR = 'button, input[type=submit], input[type=button], [role=button]';

export interface PeerJourneyRun extends JourneyRun {
  /** Why the journey ended before no Continue was left, if it did (e.g. the page refused the answers). */
  readonly stoppedBecause?: string;
}

/**
 * Gzip-9 bytes of every script the peer's first screen runs, from any origin (a peer may load its form library from a
 * CDN), inline scripts included, up to its first visible input and network idle.
 */
export async function peerFirstStepJsBytes(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ locale: 'es-ES', serviceWorkers: 'block' });
  const page = await context.newPage();
  const pending: Array<Promise<{ url: string; body: Buffer } | null>> = [];
  let html = '';
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'document' && html === '') pending.push(response.text().then((text) => ((html = text), null), () => null));
    if (type === 'script') pending.push(response.body().then((body) => ({ url: response.url(), body }), () => null));
  });
  try {
    await page.goto(url);
    await page.locator(ANY_INPUT_SELECTOR).first().waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const scripts = (await Promise.all(pending)).filter((file): file is { url: string; body: Buffer } => file !== null);
    const inline = inlineFiles(html, url).filter((file) => file.kind === 'js');
    const unique = new Map([...scripts, ...inline].map((file) => [file.url, file.body]));
    return [...unique.values()].reduce((total, body) => total + gzipBytes(body), 0);
  } finally {
    await context.close();
  }
}

/** Answers every visible control the generic way (genericForm.ts), again while answering reveals more. */
async function answerVisibleControls(page: Page): Promise<void> {
  const done = new Set<string>();
  for (let pass = 0; pass < 4; pass++) {
    const controls = await page.evaluate((selector) => {
      // No named helpers in here: tsx's keepNames would wrap them in a __name call the page does not have.
      return [...document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(selector)]
        .filter((el) => !el.disabled && !(el as HTMLInputElement).readOnly && el.checkVisibility())
        .map((el) => {
          // A stable mark per element, so a later pass answers only what answering revealed.
          let key = el.getAttribute('data-bench-control');
          if (key === null) {
            const w = window as unknown as { __benchControls?: number };
            w.__benchControls = (w.__benchControls ?? 0) + 1;
            key = String(w.__benchControls);
            el.setAttribute('data-bench-control', key);
          }
          const input = el as HTMLInputElement;
          return {
            key,
            group: input.type === 'radio' ? `radio:${input.name}` : '',
            tag: el.tagName,
            type: (el.getAttribute('type') ?? '').toLowerCase(),
            name: el.getAttribute('name') ?? '',
            id: el.id,
            label: [
              el.labels?.[0]?.textContent,
              el.getAttribute('aria-label'),
              document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent,
              el.getAttribute('placeholder'),
              el.closest('fieldset, [role=group], [role=radiogroup], [data-name]')?.querySelector('legend, h1, h2, h3, h4, h5, [class*=title]')?.textContent,
            ]
              .filter((text) => Boolean(text && text.trim()))
              .join(' '),
            min: el.getAttribute('min') ?? undefined,
            max: el.getAttribute('max') ?? undefined,
            step: el.getAttribute('step') ?? undefined,
            maxLength: el.tagName === 'SELECT' ? undefined : input.maxLength,
            options: el.tagName === 'SELECT' ? [...(el as HTMLSelectElement).options].filter((o) => !o.disabled && o.value !== '').map((o) => o.value) : undefined,
          };
        });
    }, ANY_INPUT_SELECTOR);
    const fresh = controls.filter((c) => !done.has(c.key) && !(c.group && done.has(c.group)));
    if (fresh.length === 0) return;
    for (const control of fresh) {
      done.add(control.key);
      if (control.group) done.add(control.group);
      const action = plausibleAction(control satisfies FormControl);
      const locator = page.locator(`[data-bench-control="${control.key}"]`);
      try {
        if (action.kind === 'fill') await locator.fill(action.value, { timeout: 2_000 });
        else if (action.kind === 'select') await locator.selectOption(action.value, { timeout: 2_000 });
        else if (action.kind === 'check') await locator.check({ force: true, timeout: 2_000 }).catch(() => locator.dispatchEvent('click'));
      } catch {
        // A control the generic answers cannot operate (a custom widget): the page says so when Continue is refused.
      }
    }
  }
}

/** Marks the Continue button (genericForm.continueButtonIndex) and returns its locator, or null when there is none. */
async function continueButton(page: Page) {
  const index = await page.evaluate((selector) => {
    const buttons = [...document.querySelectorAll<HTMLElement>(selector)].filter((el) => !(el as HTMLButtonElement).disabled && el.checkVisibility());
    buttons.forEach((el, i) => el.setAttribute('data-bench-button', String(i)));
    return buttons.map((el) => ({ text: (el instanceof HTMLInputElement ? el.value : el.textContent || el.getAttribute('aria-label')) ?? '', type: el.getAttribute('type') ?? '' }));
  }, BUTTON_SELECTOR);
  const chosen = continueButtonIndex(index);
  return chosen < 0 ? null : page.locator(`[data-bench-button="${chosen}"]`);
}

/**
 * The peer's journey at `cpuRate`, driven generically: answer the visible controls, press Continue, time it as ours
 * (pointer-down → a visible input that was not there before; a peer may keep its URL), until no Continue is left.
 */
export async function peerJourney(browser: Browser, url: string, cpuRate: number): Promise<PeerJourneyRun> {
  const { context, page } = await openCold(browser, url, cpuRate, ANY_INPUT_SELECTOR);
  try {
    await firstInputMs(page);
    const steps: Array<{ path: string; ms: number; saveMs: number }> = [];
    let stoppedBecause: string | undefined;
    for (let step = 1; step <= 80; step++) {
      await answerVisibleControls(page);
      const button = await continueButton(page);
      if (!button) break;
      await armAdvanceTimer(page, ANY_INPUT_SELECTOR, 'newInput');
      await button.click();
      try {
        steps.push({ path: `peer/${step}`, ms: await advanceMs(page, PEER_ADVANCE_TIMEOUT_MS), saveMs: Number.NaN });
      } catch {
        stoppedBecause = `no new input ${PEER_ADVANCE_TIMEOUT_MS / 1000} s after Continue ${step}`;
        break;
      }
    }
    // A generic drive cannot tell the peer's final submit from a step: its submit is not timed (issue 25's table has it).
    return { steps, ...(await journeyTotals(page)), submitMs: Number.NaN, ...(stoppedBecause ? { stoppedBecause } : {}) };
  } finally {
    await context.close();
  }
}
