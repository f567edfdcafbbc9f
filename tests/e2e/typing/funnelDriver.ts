import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page, type Request } from '@playwright/test';
import type fc from 'fast-check';
import type { Country } from '../../../domain/brand/BrandConfigSchema';
import type { FlowEntry } from '../../../domain/flow/brandFlow';
import type { LegacyFlowConfig } from '../../../domain/flow/legacyFlow';
import { pageCommonText } from '../brands/driveBrand';
import { ROOT } from '../prerender/brandServer';
import { appTakenOver, continueButton } from '../support/funnel';

/** A shipped brand as its brand.json states it (what resolving its flow needs). */
export interface ShippedBrand {
  readonly id: string;
  readonly country: Country;
  readonly flowId: string;
  readonly flow: readonly FlowEntry[];
  readonly legacyFlow?: LegacyFlowConfig;
}

/** Every brand folder with its brand.json, sorted by id. */
export const SHIPPED_BRANDS: readonly ShippedBrand[] = readdirSync(join(ROOT, 'brands'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => ({ id: entry.name, ...(JSON.parse(readFileSync(join(ROOT, 'brands', entry.name, 'brand.json'), 'utf8')) as Omit<ShippedBrand, 'id'>) }))
  .sort((a, b) => a.id.localeCompare(b.id));

/**
 * The countries of the brand folders, each with its brands: every country of the registry has one (a unit test holds
 * that), and Playwright's loader cannot import the registry (its phone metadata is JSON imported without attributes).
 */
export const COUNTRIES_WITH_BRANDS = [...new Set(SHIPPED_BRANDS.map((brand) => brand.country))].sort().map((country) => ({
  country,
  brands: SHIPPED_BRANDS.filter((brand) => brand.country === country),
}));

/** Opens the brand's first step as an applicant does: the amount dialog continued, optional cookies refused if asked. */
export async function openFirstStep(page: Page, appUrl: string, country: Country): Promise<void> {
  await page.goto(appUrl);
  await appTakenOver(page);
  const dialog = page.getByRole('dialog');
  await expect(async () => {
    await page.locator('#loan-modal-continue').click({ timeout: 2_000 });
    await expect(dialog).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  const reject = page.getByRole('button', { name: await pageCommonText(page, 'consent>reject') });
  await expect(reject.or(page.locator('#f-contactDetails-email')).first()).toBeVisible();
  if (await reject.isVisible()) await reject.click();
}

const isLeadSave = (request: Request): boolean => /\/v[23]\/lead$/.test(new URL(request.url()).pathname) && (request.method() === 'POST' || request.method() === 'PUT');

const bodyOf = (request: Request): unknown => {
  try {
    return request.postDataJSON();
  } catch {
    return undefined;
  }
};

const valueAt = (body: unknown, path: string): unknown => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], body);

/**
 * Continue on the step on screen; returns the value the funnel sent to the lead API at `path` (the lead as saved, once
 * the API has answered that save), or the reason nothing was saved (the error summary and what the field showed). Then
 * comes back to the step with the browser's Back, as an applicant correcting an answer would, so the next run types
 * into the same field.
 */
export async function saveAndComeBack(page: Page, path: string): Promise<{ readonly saved: unknown } | { readonly refused: string }> {
  const stepUrl = page.url();
  // The save carrying the field, answered: a save of an earlier page may still be on its way (saves queue behind the
  // page), and the next page opens before the answer to this one arrives.
  const saved = page.waitForRequest((request) => isLeadSave(request) && valueAt(bodyOf(request), path) !== undefined, { timeout: 15_000 }).then(
    async (request) => {
      await request.response();
      return { saved: valueAt(bodyOf(request), path) };
    },
    () => null,
  );
  const refused = page
    .locator('main .error-summary')
    .first()
    .waitFor({ state: 'visible', timeout: 15_000 })
    .then(
      async () => ({ refused: (await page.locator('main .error-summary').allInnerTexts()).join(' | ') }),
      () => null,
    );
  await continueButton(page).click();
  const outcome = await Promise.race([saved, refused]);
  if (outcome === null) return { refused: 'neither a save nor an error within 15 s' };
  if ('refused' in outcome) return outcome;
  await page.waitForURL((url) => url.toString() !== stepUrl, { timeout: 15_000 });
  await page.goBack();
  await page.waitForURL(stepUrl, { timeout: 15_000 });
  return outcome;
}

/**
 * The answer at `path` of the lead the reference API stores for `email` (test mode's `/v3/test/leads`, on the origin
 * of the page: a brand server of its own), or the leads' count when there is not exactly one.
 */
export async function storedAnswer(page: Page, email: string, path: string): Promise<unknown> {
  const response = await page.request.get(new URL(`/api/v3/test/leads?email=${encodeURIComponent(email)}`, page.url()).href);
  const { leads } = (await response.json()) as { leads: Array<{ lead: unknown }> };
  return leads.length === 1 ? valueAt(leads[0]?.lead, path) : `${leads.length} leads for ${email}`;
}

/**
 * Empties a field with the keyboard (select all, Backspace), focused at the end. A run that failed half-way may have
 * left another page on screen: the step is opened again first (the session keeps the answers).
 */
export async function emptyField(page: Page, selector: string, stepUrl: string): Promise<void> {
  const input = page.locator(selector);
  if (page.url() !== stepUrl || !(await input.isVisible())) {
    await page.goto(stepUrl);
    await appTakenOver(page);
    const dialogContinue = page.locator('#loan-modal-continue');
    if (await dialogContinue.isVisible()) await dialogContinue.click();
    await input.waitFor();
  }
  await input.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await expect(input).toHaveValue('');
}

/**
 * fast-check options for a property run inside a Playwright test: `runs` runs, and shrinking stopped in time to report
 * (a run is seconds of real typing); running out of time before `runs` runs is a failure, never a smaller pass.
 */
export function propertyOptions<T>(runs: number, testStartedAt: number): fc.Parameters<T> {
  const left = test.info().timeout - (Date.now() - testStartedAt);
  return { numRuns: runs, interruptAfterTimeLimit: Math.max(20_000, left - 30_000), markInterruptAsFailure: true };
}

/** Wraps a property's predicate so that the first failing case (before shrinking) is printed as it was typed. */
export function reportFirstFailure<T>(predicate: (value: T) => Promise<void>): (value: T) => Promise<void> {
  let reported = false;
  return async (value) => {
    try {
      await predicate(value);
    } catch (error) {
      if (!reported) {
        reported = true;
        console.log(`First failing case: ${JSON.stringify(value)}\n${error instanceof Error ? error.message : String(error)}`);
      }
      throw error;
    }
  };
}
