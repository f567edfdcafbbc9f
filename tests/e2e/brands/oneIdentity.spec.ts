import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Page, test } from '@playwright/test';
import type { Country } from '../../../domain/brand/BrandConfigSchema';
import { cnpOf, curpOf, peselOf, rfcOf } from '../../support/nationalIdMothers';
import { ROOT } from '../prerender/brandServer';
import { sharedBrandServer } from '../prerender/brandServerPool';
import { COUNTRY_FIXTURES, type CountryFixture } from './countryFixtures';
import { driveBrandToDecision, type DrivenBrand } from './driveBrand';

/**
 * One identity (docs/validation-by-country.md "Dates and age"): on brands that ask a national id and no date of birth,
 * the id's birth date is the applicant's. An 80-year-old (over the decision's 75) goes through the form and is
 * rejected; a 101-year-old is refused on the id field itself (TooOld, over 100); on mx-presta an RFC that is not the
 * CURP's is refused on the RFC field. Dates are relative to the real clock, so the ages hold whatever the day.
 */
const brandOf = (id: string): DrivenBrand => {
  const json = JSON.parse(readFileSync(join(ROOT, 'brands', id, 'brand.json'), 'utf8')) as { country: Country; legacyFlow?: unknown };
  return { id, country: json.country, legacy: json.legacyFlow !== undefined };
};
const yearsAgo = (years: number) => ({ y: new Date().getUTCFullYear() - years, m: 1, d: 10 }); // 10 January: the birthday has passed except on 1–9 January

/** `fixture` with the applicant's national id (and answers) replaced, and extra refusals to try on the way. */
const withAnswers = (fixture: CountryFixture, answers: Record<string, string>, refusals: CountryFixture['invalid']): CountryFixture => ({
  ...fixture,
  answers: { ...fixture.answers, ...answers },
  invalid: [...fixture.invalid, ...refusals],
});

test.describe.configure({ mode: 'parallel' });

/** Drives `brand` on the run's server of that brand (brandServerPool.ts) through `fixture` (refusals first) to the rejected result. */
async function expectRejected(page: Page, brand: DrivenBrand, fixture: CountryFixture): Promise<void> {
  const server = await sharedBrandServer(brand.id);
  try {
    await driveBrandToDecision(page, server.appUrl, brand, fixture, /\/rejected$/);
  } finally {
    await server.close();
  }
}

test('pl-pozyczka: a 101-year-old PESEL is refused on its field; an 80-year-old with only a PESEL is rejected by the decision', async ({ page }) => {
  test.setTimeout(240_000);
  const brand = brandOf('pl-pozyczka');
  const fixture = withAnswers(COUNTRY_FIXTURES.PL as CountryFixture, { 'personalDetails.personalCode': peselOf(yearsAgo(80), 123, 4) }, [
    { path: 'personalDetails.personalCode', value: peselOf(yearsAgo(101), 123, 4), message: /najwyżej 100 lat/ },
  ]);
  await expectRejected(page, brand, fixture);
});

test('mx-presta: an RFC that is not the CURP\'s is refused on the RFC; an 80-year-old with only a CURP is rejected by the decision', async ({ page }) => {
  test.setTimeout(240_000);
  const brand = brandOf('mx-presta');
  const born = yearsAgo(80);
  const curp = curpOf('HEGM', born, true, 'DF', 'RRR', 0);
  const fixture = withAnswers(COUNTRY_FIXTURES.MX as CountryFixture, { 'personalDetails.personalCode': curp, 'personalDetails.taxId': rfcOf(curp.slice(0, 10), 'AB') }, [
    // A valid RFC of the same name letters and another birth date (the fixture's own applicant, born 1985).
    { path: 'personalDetails.taxId', value: 'HEGM850615AB2', message: /RFC no coincide con la CURP/ },
    { path: 'personalDetails.personalCode', value: curpOf('HEGM', yearsAgo(101), true, 'DF', 'RRR', 0), message: /100 años o menos/ },
  ]);
  await expectRejected(page, brand, fixture);
});

test('ro-credit (CNP) is driven the same way: an 80-year-old with only a CNP is rejected', async ({ page }) => {
  test.setTimeout(240_000);
  const brand = brandOf('ro-credit');
  const fixture = withAnswers(COUNTRY_FIXTURES.RO as CountryFixture, { 'personalDetails.personalCode': cnpOf(yearsAgo(80), true, 40, 1) }, []);
  await expectRejected(page, brand, fixture);
});
