import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import type { CountryCode } from 'libphonenumber-js/max';
import { sharedBrandServer } from '../prerender/brandServerPool';
import { COUNTRIES_WITH_BRANDS, emptyField, openFirstStep, propertyOptions, reportFirstFailure, saveAndComeBack } from './funnelDriver';
import { mobileNumber } from './phoneNumbers';
import { describePlan, PHONE_SEPARATORS, runTypingPlan, typingPlan } from './typingPlan';

/**
 * Exact input, proven by typing (docs/formatted-input.md): for every country of the registry, random valid mobiles are
 * typed key by key into the phone field of one of its brands, in real Chromium, with the separators people write
 * (spaces, dashes, dots, slashes, brackets, a `+` and the calling code), slips corrected with Backspace or Delete, the
 * caret moved with the arrows, Home/End or a click, separators erased, or the number pasted. The number the funnel
 * sends to the lead API must be the number typed, in E.164. TYPING_RUNS sets the runs per country (default 6).
 */
const PHONE = '#f-contactDetails-phoneNumber';
const RUNS = Number(process.env.TYPING_RUNS ?? 6);
/** What the test skips over when it looks for a caret target on screen (not the app's definition: its own). */
const isShownSeparator = (c: string): boolean => !/[0-9+]/.test(c);

test.describe.configure({ mode: 'parallel' });

for (const { country, brands } of COUNTRIES_WITH_BRANDS) {
  const brand = brands[0];
  test(`${country} (${brand?.id ?? 'no brand'}): a mobile typed with any separators, slips and caret moves is the number saved`, async ({ page, context }) => {
    const startedAt = Date.now();
    test.setTimeout(240_000);
    if (!brand) throw new Error(`${country} has no brand in brands/`);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const server = await sharedBrandServer(brand.id);
    await openFirstStep(page, server.appUrl, country);
    // The brand's server is shared with the run's other tests (brandServerPool.ts): an address of this test's own.
    await page.locator('#f-contactDetails-email').fill(`typing.phone.${brand.id}@example.com`);
    await page.locator('#f-generalPolicies').check();
    const input = page.locator(PHONE);
    const stepUrl = page.url();
    // The as-you-type formatter is a chunk loaded at the field's first focus (ui/steps/phoneCode.ts): typed before it
    // arrives a number stays as typed and is formatted when it comes. The runs type into the formatted field; the
    // change under the caret is the harness's business (arrowsTo looks again), this makes it the exception.
    await input.click();
    await page.keyboard.type(fc.sample(mobileNumber(country as CountryCode), { numRuns: 1, seed: 1 })[0]?.typed ?? '');
    await expect(input, 'the phone formatter never arrived').toHaveValue(/\s/, { timeout: 30_000 });
    const cases = mobileNumber(country as CountryCode).chain((number) => typingPlan(number.typed, PHONE_SEPARATORS).map((plan) => ({ number, plan })));
    await fc.assert(
      fc.asyncProperty(
        cases,
        reportFirstFailure(async ({ number, plan }) => {
          await emptyField(page, PHONE, stepUrl);
          await runTypingPlan(page, input, plan, isShownSeparator);
          const shown = await input.inputValue();
          const outcome = await saveAndComeBack(page, 'contactDetails.phoneNumber');
          expect(outcome, `${brand.id}: typed ${describePlan(plan)}; the field showed ${JSON.stringify(shown)}`).toEqual({ saved: number.e164 });
        }),
      ),
      propertyOptions(RUNS, startedAt),
    );
  });
}
