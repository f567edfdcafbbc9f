import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import fc from 'fast-check';
import type { Country } from '../../../domain/brand/BrandConfigSchema';
import { answerStepOnScreen, continueToNextPage } from '../brands/answerAnyStep';
import { COUNTRY_FIXTURES, type CountryFixture } from '../brands/countryFixtures';
import type { BrandServer } from '../prerender/brandServer';
import { sharedBrandServer } from '../prerender/brandServerPool';
import { COUNTRIES_WITH_BRANDS, emptyField, openFirstStep, propertyOptions, reportFirstFailure, saveAndComeBack, storedAnswer, type ShippedBrand } from './funnelDriver';
import type { IdentifierValue } from './identifierValues';
import { describePlan, IDENTIFIER_SEPARATORS, runTypingPlan, typingPlan } from './typingPlan';

/**
 * One kind of identifier field: its lead path, the flow steps (brand.json `flow` keys) that ask it, and for each
 * country the valid values, or why that country's field is not typed here.
 */
export interface IdentifierKind {
  readonly name: string;
  readonly path: string;
  readonly steps: readonly string[];
  readonly values: Readonly<Partial<Record<Country, fc.Arbitrary<IdentifierValue> | { readonly notTyped: string }>>>;
}

/** What the test skips over when it looks for a caret target on screen: the separators it types. */
const isShownSeparator = (c: string): boolean => /[\s.-]/.test(c);
const RUNS = Number(process.env.TYPING_RUNS ?? 4);

/**
 * The brand of the country whose flow asks the field earliest, unconditionally (fewest pages to drive through). Read
 * from brand.json: Playwright's loader cannot import the flow catalogue (it reaches the country registry's JSON).
 */
function brandAsking(brands: readonly ShippedBrand[], kind: IdentifierKind): ShippedBrand | null {
  let best: { brand: ShippedBrand; at: number } | null = null;
  for (const brand of brands) {
    const at = brand.flow.findIndex((entry) => (typeof entry === 'string' ? kind.steps.includes(entry) : kind.steps.includes(entry.step) && entry.when === undefined && entry.optional !== true));
    if (at >= 0 && (best === null || at < best.at)) best = { brand, at };
  }
  return best?.brand ?? null;
}

/**
 * Declares one test per country of the registry whose brands ask a field of `kind`: on the brand that asks it first,
 * the funnel is driven to the field with the country's real local data (tests/e2e/brands/countryFixtures.ts), then
 * random valid identifiers are typed into it key by key with separators, slips and caret moves, or pasted
 * (tests/e2e/typing/typingPlan.ts). The value the funnel sends and the value the API stores must both be the
 * identifier typed, normalised (compact, upper-case). A country asking it without a generator of valid values fails,
 * naming it; one whose field is deliberately not typed has no test (its reason is beside its values).
 */
export function describeIdentifierTyping(kind: IdentifierKind): void {
  test.describe.configure({ mode: 'parallel' });
  for (const { country, brands } of COUNTRIES_WITH_BRANDS) {
    const brand = brandAsking(brands, kind);
    if (brand === null) continue;
    // A field deliberately not typed (a local account number without check digit or format) gets no test; its reason
    // is written beside its values in identifierValues.ts.
    const declared = kind.values[country];
    if (declared && 'notTyped' in declared) continue;
    test(`${country} (${brand.id}): the ${kind.name} typed with any separators, slips and caret moves is the one saved`, async ({ page, context }) => {
      const startedAt = Date.now();
      test.setTimeout(300_000);
      if (!declared) throw new Error(`${brand.id} asks ${kind.path}: tests/e2e/typing/identifierValues.ts has no valid ${country} ${kind.name}`);
      await typeIntoField(page, context, await sharedBrandServer(brand.id), brand, kind.path, declared, startedAt);
    });
  }
}

/** Drives the funnel page by page, answering each with the fixture, until `selector` is on screen. */
async function driveTo(page: Page, selector: string, brand: ShippedBrand, email: string): Promise<void> {
  const fixture = (COUNTRY_FIXTURES as Partial<Record<Country, CountryFixture>>)[brand.country];
  if (!fixture) throw new Error(`No applicant fixture for ${brand.country}`);
  await page.locator('#f-contactDetails-email').fill(email);
  await page.locator('#f-contactDetails-phoneNumber').pressSequentially(fixture.phone);
  await page.locator('#f-generalPolicies').check();
  await continueToNextPage(page);
  for (let guard = 0; ; guard += 1) {
    expect(guard, `${brand.id} never showed ${selector}`).toBeLessThan(40);
    await expect(page.locator('main h1:visible')).toBeVisible();
    // The later steps' controls arrive in a chunk of their own: wait for the step's fields, not only its heading.
    await page.locator('main form:visible [id^="f-"]').first().waitFor();
    if (await page.locator(selector).isVisible()) break;
    await answerStepOnScreen(page, fixture, brand.country);
    await continueToNextPage(page);
  }
  // The other fields of the step (a document type, the legacy page's other questions) answered as the fixture has them.
  await answerStepOnScreen(page, fixture, brand.country);
}

async function typeIntoField(page: Page, context: BrowserContext, server: BrandServer, brand: ShippedBrand, path: string, values: fc.Arbitrary<IdentifierValue>, startedAt: number) {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const selector = `#f-${path.split('.').join('-')}`;
  // The brand's server is shared with the run's other tests (brandServerPool.ts): an address of this test's own.
  const email = `typing.${path.toLowerCase()}.${brand.id}@example.com`;
  await openFirstStep(page, server.appUrl, brand.country);
  await driveTo(page, selector, brand, email);
  const input = page.locator(selector);
  const stepUrl = page.url();
  const cases = values.chain((value) => typingPlan(value.typed, IDENTIFIER_SEPARATORS).map((plan) => ({ value, plan })));
  await fc.assert(
    fc.asyncProperty(
      cases,
      reportFirstFailure(async ({ value, plan }) => {
        await emptyField(page, selector, stepUrl);
        await runTypingPlan(page, input, plan, isShownSeparator);
        const shown = await input.inputValue();
        const outcome = await saveAndComeBack(page, path);
        const stored = 'saved' in outcome ? await storedAnswer(page, email, path) : undefined;
        expect({ ...outcome, stored }, `${brand.id} ${path}: typed ${describePlan(plan)}; the field showed ${JSON.stringify(shown)}`).toEqual({ saved: value.stored, stored: value.stored });
      }),
    ),
    propertyOptions(RUNS, startedAt),
  );
}
