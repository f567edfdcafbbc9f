import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Country } from '../../../domain/brand/BrandConfigSchema';
import { COUNTRIES, requireCountryProfile } from '../../../domain/country/countryRegistry';
import { loanLimitsFor } from '../../../domain/brand/loanLimitsFor';
import { SPANISH_VEHICLE_CONSTANTS } from '../../../domain/brand/spanishVehicleConstants';
import { BRANDS_DIR as brandsDir, shippedBrand as load, shippedBrandIds } from '../../support/shippedBrand';

const folders = shippedBrandIds();

describe('brands/*/brand.json (docs/architecture.md house rule 6)', () => {
  it.each(folders)('%s merged onto the defaults parses with BrandConfigSchema and its id is the folder name', (folder) => {
    expect(load(folder).id).toBe(folder);
  });

  // Counts come from the registries (docs/architecture.md "Counts come from registries"): a new brand or country adds
  // rows here, it never breaks a number.
  it.each(COUNTRIES)('%s, a country of the registry, has a brand folder', (country: Country) => {
    expect(folders.some((folder) => load(folder).country === country)).toBe(true);
  });

  it.each(folders)('%s uses its country profile: currency, Intl locale, locale, consent (docs/validation-by-country.md "Country facts")', (folder) => {
    const brand = load(folder);
    const profile = requireCountryProfile(brand.country);
    expect([brand.currency, brand.intlLocale, brand.locale, brand.callingCode]).toEqual([profile.currency.code, profile.intlLocale, profile.locale, profile.callingCode]);
    // EU countries need prior consent before any tracker, so their brands show the banner.
    expect(brand.consent.mode).toBe(profile.eu ? 'banner' : 'none');
  });

  it.each(folders)('%s ships its logos and favicon, each an SVG with a title', (folder) => {
    const brand = load(folder);
    for (const file of [brand.logos.logoHeader, brand.logos.logoFooter, brand.favicon]) {
      const path = join(brandsDir, folder, file);
      expect(existsSync(path), file).toBe(true);
      const svg = readFileSync(path, 'utf8');
      expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).toContain(`<title${file === 'favicon.svg' ? '' : ' id="title"'}>`);
      expect(svg).not.toMatch(/<script|on\w+=/i);
      expect(svg.length).toBeLessThan(2048);
    }
  });

  it.each(folders)('%s keeps the shared endpoints and test origins', (folder) => {
    const brand = load(folder);
    expect(brand.apiBaseUrl).toBe('/api');
    expect(brand.translationsPath).toBe('/application-frontend/locales/{{lng}}/{{ns}}.json');
    expect(brand.partnerOrigins).toEqual(['https://partner.example']);
    expect(brand.parentOrigins).toEqual(['http://localhost:3100']);
    expect(brand.captcha.provider).toBe('local-test');
    // Each brand names its own flow (docs/brands.md), and its flowId names it after the brand.
    expect(brand.flowId).toBe(`${folder}-v3`);
    expect(brand.flow.length).toBeGreaterThan(5);
  });

  it('gives every brand its own name and logo', () => {
    const brands = folders.map(load);
    expect(new Set(brands.map((brand) => brand.name)).size).toBe(brands.length);
    const logos = folders.map((folder) => readFileSync(join(brandsDir, folder, 'logo.svg'), 'utf8'));
    expect(new Set(logos).size).toBe(logos.length);
  });

  it('es-vehicle holds the constants (docs/product.md "Constants") of the Spanish brand', () => {
    const brand = load('es-vehicle');
    const c = SPANISH_VEHICLE_CONSTANTS;
    expect(brand.loan.amount).toEqual(c.amount);
    expect(brand.loan.period).toEqual(c.period);
    expect(brand.currency).toBe(c.currency);
    expect(brand.affiliateExpiryHours).toBe(c.affiliateExpiryHours);
    expect(brand.clickIdExpiryMilliseconds).toBe(c.clickIdExpiryMilliseconds);
    expect(brand.offerExpirationHours).toBe(c.offerExpirationHours);
    expect(brand.limits).toEqual({ overdueDebtMax: c.overdueDebtMax, totalDebt: c.totalDebt });
    expect(brand.sessionRecording).toMatchObject({
      logPercentage: c.sessionLogPercentage,
      retargetingLogging: c.retargetingLogging,
      abandonmentLogging: c.abandonmentLogging,
    });
    expect(brand.accumulatedOffersShown).toBe(c.accumulatedOffersShown);
    expect(brand.flowId).toBe(c.flowId);
  });

  it('es-vehicle-plus is a second Spanish vehicle brand with its own limits', () => {
    const plus = load('es-vehicle-plus');
    const base = load('es-vehicle');
    expect(plus.country).toBe('ES');
    expect(plus.product).toBe(base.product);
    expect(plus.loan.amount).not.toEqual(base.loan.amount);
    expect(plus.loan.period).not.toEqual(base.loan.period);
    expect(plus.name).not.toBe(base.name);
  });

  it('es-mini carries the base ranges (docs/validation-by-country.md "Amount and period") with its period default inside its range (61 days, not the base 31)', () => {
    const mini = load('es-mini');
    expect(mini.loan.amount).toEqual({ default: 1000, min: 100, max: 1000, step: 100 });
    expect(mini.loan.period).toEqual({ default: 61, min: 61, max: 90, step: 1, scale: 'days' });
    expect(loanLimitsFor(mini).period.default).toBe(61);
  });

  it.each(folders)('%s: every effective default lies inside its range', (folder) => {
    const { amount, period } = loanLimitsFor(load(folder));
    for (const range of [amount, period]) {
      expect(range.default).toBeGreaterThanOrEqual(range.min);
      expect(range.default).toBeLessThanOrEqual(range.max);
      expect((range.default - range.min) % range.step).toBe(0);
    }
  });
});
