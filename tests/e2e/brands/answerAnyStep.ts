import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { ROOT } from '../prerender/brandServer';
import { continueButton } from '../support/funnel';
import type { CountryFixture, DateAnswer } from './countryFixtures';

/** One form control on screen, as the form engine renders it (ui/steps: id `f-` + the lead path with dots as hyphens). */
interface Control {
  readonly id: string;
  readonly type: string;
  readonly tag: string;
  readonly name: string;
  readonly value: string;
  readonly checked: boolean;
}

/** A value to try on a field before the valid one, and the message it must get. */
export interface Probe {
  readonly path: string;
  readonly value: string | DateAnswer;
  readonly message: RegExp;
}

/** `f-contactDetails-postalCode`, `f-x-2` (n-th radio) and `f-x-day` (date part) → the dotted lead path. */
export const pathOf = (id: string): string =>
  id
    .replace(/^f-/, '')
    .replace(/-(day|month|year)$/, '')
    .replace(/-\d+$/, '')
    .split('-')
    .join('.');

const fieldId = (path: string): string => `f-${path.split('.').join('-')}`;

/** The brand's text for `key` (`a>b>c`) in `locale`'s common namespace, read from the locale files the build serves. */
export function commonText(locale: string, key: string): string {
  const json = JSON.parse(readFileSync(join(ROOT, 'locales', locale, 'common.json'), 'utf8')) as Record<string, unknown>;
  const value = key.split('>').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], json);
  if (typeof value !== 'string') throw new Error(`locales/${locale}/common.json has no ${key}`);
  return value;
}

async function controlsOnScreen(page: Page): Promise<Control[]> {
  return page.locator('main form:visible').evaluate((form) =>
    Array.from(form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select, textarea'))
      .filter((el) => el.id.startsWith('f-') && !el.disabled && el.type !== 'hidden')
      .map((el) => ({
        id: el.id,
        type: el.type,
        tag: el.tagName.toLowerCase(),
        name: el.name,
        value: el.value,
        checked: el instanceof HTMLInputElement ? el.checked : false,
      })),
  );
}

async function fillDate(page: Page, path: string, value: DateAnswer): Promise<void> {
  const id = fieldId(path);
  await page.locator(`#${id}-day`).fill(value.day);
  await page.locator(`#${id}-month`).fill(value.month);
  await page.locator(`#${id}-year`).fill(value.year);
}

async function fillValue(page: Page, control: Control, value: string): Promise<void> {
  const input = page.locator(`#${control.id}`);
  if (control.tag === 'select') {
    await input.selectOption(value);
  } else if (control.type === 'tel') {
    // Typed key by key so the as-you-type formatting runs, as an applicant's phone keyboard does.
    await input.fill('');
    await input.pressSequentially(value);
  } else {
    await input.fill(value);
  }
}

/**
 * Answers whatever step is on screen from `fixture`: radios and selects take the fixture's option or the first one,
 * boxes are ticked, every typed answer must be in the fixture (a gap fails naming the path, so a brand never passes on
 * invented data). Returns the paths answered.
 */
export async function answerStepOnScreen(page: Page, fixture: CountryFixture, country: string): Promise<string[]> {
  const controls = await controlsOnScreen(page);
  const paths: string[] = [];
  const seenRadioGroups = new Set<string>();
  const seenDates = new Set<string>();
  for (const control of controls) {
    const path = pathOf(control.id);
    if (control.type === 'radio') {
      if (seenRadioGroups.has(control.name)) continue;
      seenRadioGroups.add(control.name);
      const wanted = fixture.answers[path];
      const group = controls.filter((c) => c.type === 'radio' && c.name === control.name);
      const target = (wanted && group.find((c) => c.value === wanted)) || group.find((c) => c.checked) || group[0];
      if (target) await page.locator(`#${target.id}`).check();
    } else if (control.type === 'checkbox') {
      if (!control.checked) await page.locator(`#${control.id}`).check();
    } else if (/-(day|month|year)$/.test(control.id)) {
      if (seenDates.has(path)) continue;
      seenDates.add(path);
      const wanted = fixture.dates[path];
      if (!wanted) throw new Error(`No ${country} date for ${path}`);
      await fillDate(page, path, wanted);
    } else if (control.tag === 'select') {
      const wanted = fixture.answers[path];
      const options = await page.locator(`#${control.id} option`).evaluateAll((els) => els.map((el) => (el as HTMLOptionElement).value).filter((v) => v !== ''));
      await page.locator(`#${control.id}`).selectOption(wanted && options.includes(wanted) ? wanted : (options[0] ?? ''));
    } else {
      const wanted = fixture.answers[path];
      if (wanted === undefined) {
        if (control.value.trim() !== '') continue; // filled by the funnel (e.g. the province from the postcode)
        throw new Error(`No ${country} answer for ${path}`);
      }
      await fillValue(page, control, wanted);
    }
    paths.push(path);
  }
  return paths;
}

/** Tries `probe` on the field on screen: Continue stays on the step and the field's message names the problem. */
export async function expectRefused(page: Page, probe: Probe): Promise<void> {
  const id = fieldId(probe.path);
  if (typeof probe.value === 'string') {
    const control = (await controlsOnScreen(page)).find((c) => c.id === id);
    if (!control) throw new Error(`${probe.path} is not on this step`);
    await fillValue(page, control, probe.value);
  } else {
    await fillDate(page, probe.path, probe.value);
  }
  const url = page.url();
  await continueButton(page).click();
  await expect(page.locator(`#${id}-error`), `${probe.path} = ${JSON.stringify(probe.value)}`).toHaveText(probe.message);
  expect(page.url()).toBe(url);
}

/** Clicks Continue and waits until another page is on screen; an error summary instead fails with its text. */
export async function continueToNextPage(page: Page): Promise<void> {
  const before = page.url();
  await continueButton(page).click();
  try {
    await page.waitForURL((url) => url.toString() !== before, { timeout: 15_000 });
  } catch (error) {
    const summary = await page.locator('main [role=alert], main .error-summary').allInnerTexts();
    throw new Error(`Stuck on ${before}: ${summary.join(' | ') || String(error)}`);
  }
}
