import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLATFORM_BRAND_DEFAULTS } from '../../../../domain/brand/brandDefaults';
import { resolveBrandConfig } from '../../../../domain/brand/resolveBrandConfig';
import { BRANDS_DIR, shippedBrandIds } from '../../../support/shippedBrand';

/** A brand document listing only what no default gives: name, product, country, footer, loan terms, debt limits. */
const minimal = () => ({
  name: 'Test Crédito',
  product: 'personal-loan',
  country: 'MX',
  pageData: { footerText: 'Test Crédito' },
  loan: {
    amount: { default: 5000, min: 1000, max: 20_000, step: 500 },
    period: { default: 12, min: 3, max: 36 },
    nominalAnnualRate: 0.3,
    openingFeeRate: 0,
  },
  limits: { overdueDebtMax: 20_000, totalDebt: { max: 5_000_000 } },
  tracking: {},
});

const issuesOf = (document: unknown): readonly string[] => {
  const result = resolveBrandConfig('mx-test', document);
  return result.ok ? [] : result.error.issues;
};

describe('resolveBrandConfig (brand.json lists only what differs from the defaults)', () => {
  it('fills what the document omits from the platform defaults, the country profile and the folder name', () => {
    const result = resolveBrandConfig('mx-test', minimal());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const brand = result.value;
    expect(brand.id).toBe('mx-test');
    expect(brand.affiliateExpiryHours).toBe(480);
    expect(brand.clickIdExpiryMilliseconds).toBe(90 * 24 * 3_600_000);
    expect(brand.loan.period).toEqual({ default: 12, min: 3, max: 36, step: 1, scale: 'months' });
    expect(brand.limits.totalDebt).toEqual({ min: 0, max: 5_000_000 });
    expect([brand.currency, brand.intlLocale, brand.locale, brand.consent.mode]).toEqual(['MXN', 'es-MX', 'mx', 'none']);
    expect(brand.pageData.pageTitle).toBe('Test Crédito');
    expect(brand.sessionRecording).toEqual(PLATFORM_BRAND_DEFAULTS.sessionRecording);
  });

  it('derives the consent mode from the country: an EU country gets the banner', () => {
    const result = resolveBrandConfig('es-test', { ...minimal(), country: 'ES' });
    expect(result.ok && [result.value.currency, result.value.consent.mode]).toEqual(['EUR', 'banner']);
  });

  it('lets an override win over the platform, country and derived defaults, nested keys one by one', () => {
    const result = resolveBrandConfig('mx-test', {
      ...minimal(),
      affiliateExpiryHours: 0,
      clickIdExpiryMilliseconds: 1000,
      consent: { mode: 'banner' },
      intlLocale: 'en-US',
      sessionRecording: { logPercentage: 100 },
      staticAffiliateNames: ['static'],
      pageData: { footerText: 'x', pageTitle: 'Own title' },
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.affiliateExpiryHours).toBe(0);
    expect(result.value.clickIdExpiryMilliseconds).toBe(1000);
    expect(result.value.consent.mode).toBe('banner');
    expect(result.value.intlLocale).toBe('en-US');
    expect(result.value.sessionRecording).toEqual({ ...PLATFORM_BRAND_DEFAULTS.sessionRecording, logPercentage: 100 });
    expect(result.value.staticAffiliateNames).toEqual(['static']);
    expect(result.value.pageData.pageTitle).toBe('Own title');
  });

  it.each([
    ['a misspelt top-level key', { affiliateExpiryHour: 24 }, 'affiliateExpiryHour: unknown key'],
    ['the old name of the click-id expiry', { legacyGclidExpiryPeriodMilliseconds: 1 }, 'legacyGclidExpiryPeriodMilliseconds: unknown key'],
    ['a misspelt nested key', { sessionRecording: { logPercentge: 100 } }, 'sessionRecording.logPercentge: unknown key'],
    ['a key under an optional object', { tracking: { analytics: { key: 'k', host: 'h', hots: 'x' } } }, 'tracking.analytics.hots: unknown key'],
  ])('refuses %s rather than falling back to the default', (_label, extra, issue) => {
    expect(issuesOf({ ...minimal(), ...extra })).toEqual([issue]);
  });

  it('refuses a misspelt key inside a flow entry and its condition, by index', () => {
    const flow = ['initial-details', { step: 'name', optinal: true }, { step: 'gender', when: { field: 'personalDetails.firstName', eqals: 'x' } }];
    expect(issuesOf({ ...minimal(), flow })).toEqual(['flow.1.optinal: unknown key', 'flow.2.when.eqals: unknown key']);
  });

  it('without the vendors\' settings leaves the keys under tracking open (the domain knows no vendor)', () => {
    expect(issuesOf({ ...minimal(), tracking: { googleTag: { adsConversionLabels: { Lead: 'AW-1/lead', AnyEvent: 'AW-1/x' } }, acmePixelId: 'acme-1' } })).toEqual([]);
  });

  describe('with the vendors\' settings (as the build, the server and tests/unit/brands pass them)', () => {
    const trackingSettings = {
      metaPixelId: v.string(),
      googleTag: v.object({ tagManagerId: v.optional(v.string()), adsConversionLabels: v.optional(v.record(v.string(), v.string())) }),
    };
    const issuesWith = (tracking: unknown) => {
      const result = resolveBrandConfig('mx-test', { ...minimal(), tracking }, { trackingSettings });
      return result.ok ? [] : result.error.issues;
    };

    it('accepts the vendors\' keys, analytics, and any event name under a record', () => {
      expect(issuesWith({ metaPixelId: '1', googleTag: { tagManagerId: 'GTM-1', adsConversionLabels: { AnyEvent: 'AW-1/x' } }, analytics: { key: 'k', host: 'h' } })).toEqual([]);
    });

    it.each([
      [{ metaPixl: '1' }, 'tracking.metaPixl: unknown key'],
      [{ googleTag: { tagManagerID: 'GTM-1' } }, 'tracking.googleTag.tagManagerID: unknown key'],
      [{ analytics: { key: 'k', host: 'h', hots: 'x' } }, 'tracking.analytics.hots: unknown key'],
    ])('refuses %j with its dotted path', (tracking, issue) => {
      expect(issuesWith(tracking)).toEqual([issue]);
    });
  });

  it('validates the merged object: a bad value is named by its key, and a missing term with no default too', () => {
    const { loan, ...withoutLoan } = minimal();
    expect(issuesOf({ ...minimal(), consent: { mode: 'sometimes' } }).some((issue) => issue.startsWith('consent.mode:'))).toBe(true);
    expect(issuesOf(withoutLoan).some((issue) => issue.startsWith('loan.amount:'))).toBe(true);
    expect(issuesOf({ ...minimal(), loan: { ...loan, period: { default: 12, min: 40, max: 36 } } })).toEqual(['loan.period: min 40 is above max 36']);
  });

  it('refuses a country the registry does not hold, and a locale none of its countries writes', () => {
    expect(issuesOf({ ...minimal(), country: 'FR' })).toEqual(['country: "FR" is not a country of the registry (domain/country/countries.ts)']);
    expect(issuesOf({ ...minimal(), locale: 'fr' })).toEqual(['locale: "fr" is not a locale of the registry\'s countries']);
  });

  it('takes the country defaults from its profile, calling code included', () => {
    const resolved = resolveBrandConfig('mx-test', minimal());
    expect(resolved.ok && [resolved.value.currency, resolved.value.locale, resolved.value.callingCode, resolved.value.consent.mode]).toEqual(['MXN', 'mx', '+52', 'none']);
  });

  it('refuses an id that is not the folder name, and a document that is not an object', () => {
    expect(issuesOf({ ...minimal(), id: 'other' })).toEqual(['id: "other" is not the folder name mx-test']);
    expect(issuesOf([])).toEqual(['(root): a brand file holds a JSON object']);
  });

  it.each(shippedBrandIds())('%s: its brand.json repeats no default (it lists only what differs)', (id) => {
    const document = JSON.parse(readFileSync(join(BRANDS_DIR, id, 'brand.json'), 'utf8')) as Record<string, unknown>;
    const repeated = Object.entries(PLATFORM_BRAND_DEFAULTS)
      .filter(([key, value]) => typeof value !== 'object' && document[key] === value)
      .map(([key]) => key);
    expect(repeated).toEqual([]);
    expect(document).not.toHaveProperty('currency');
    expect(document).not.toHaveProperty('id');
  });
});
