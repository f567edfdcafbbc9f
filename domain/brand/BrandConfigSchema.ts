import * as v from 'valibot';
import { BrandFlowSchema } from '../flow/brandFlow';
import { LegacyFlowSchema } from '../flow/legacyFlow';
import { NumberRangeSchema } from '../validation/NumberRange';

/**
 * The configuration object of docs/product.md "Entities" plus the per-brand business constants of docs/product.md "Constants". A brand is data
 * (docs/architecture.md house rule 6): `brands/{id}/brand.json` lists only what differs from the defaults
 * (brandDefaults.ts); the merged object is parsed with this schema (resolveBrandConfig on the server and at build
 * time, parseBrandConfig again in the browser on the object the server injects).
 */
import type { Country } from '../country/Country';

/** A country of the registry (domain/country/countries.ts) and an app locale; checked against it by resolveBrandConfig. */
export type { Country, Locale } from '../country/Country';

/**
 * The brand schema, built on each call: the browser parses its brand once at start-up and then keeps no schema on its
 * heap (23 KiB: docs/performance.md "The JS heap after the last step"). The server, the build and the tests use
 * BrandConfigSchema.
 */
export function brandConfigSchema() {
  const httpsOrigin = v.pipe(v.string(), v.url(), v.startsWith('https://'));
  return v.object({
    /** Brand id, also the folder name under brands/. */
    id: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/)),
    /** Display name: the fallback for title, description and keywords (docs/product.md "Page chrome"). */
    name: v.string(),
    product: v.string(),
    /** ISO 3166-1 alpha-2 code of a registered country (resolveBrandConfig checks the registry; the browser only the shape). */
    country: v.custom<Country>((value) => typeof value === 'string' && /^[A-Z]{2}$/.test(value), 'Invalid country code'),
    /** An app locale of the registry (checked like `country`). */
    locale: v.pipe(v.string(), v.regex(/^[a-z]{2,3}$/)),
    /** The country's calling code ("+34"), a country default: the phone field's prefix on the first step. */
    callingCode: v.pipe(v.string(), v.regex(/^\+\d{1,3}$/)),
    /** BCP 47 tag for Intl formatting, e.g. es-ES (docs/validation-by-country.md "Country facts"). */
    intlLocale: v.string(),
    currency: v.pipe(v.string(), v.length(3)),
    environmentType: v.picklist(['production', 'staging', 'development', 'test']),
    pageData: v.object({
      pageTitle: v.optional(v.string()),
      metaDescription: v.optional(v.string()),
      metaKeywords: v.optional(v.string()),
      footerText: v.string(),
      layoutClassName: v.optional(v.string()),
      mainClassName: v.optional(v.string()),
    }),
    logos: v.object({ logoHeader: v.string(), logoFooter: v.string() }),
    /** Stylesheet of the brand's theme, relative to the brand folder. */
    styles: v.string(),
    favicon: v.string(),
    /** Name of this brand's flow, sent as each page's context (docs/product.md "Entities": dynamic form page). */
    flowId: v.string(),
    /**
     * The brand's steps in order, each a key of the step catalogue (domain/flow/catalogue) with an optional condition
     * (domain/flow/brandFlow.ts): `["initial-details", {"step": "mortgage-amount", "when": {...}}, …]`. docs/brands.md.
     */
    flow: BrandFlowSchema,
    /**
     * The legacy multi-field pages (docs/legacy-flow.md /loan-information … /reference-information), each the catalogue steps whose
     * fields it asks: when present the brand runs this flow instead of `flow` (domain/flow/legacyFlow.ts, docs/legacy-flow.md).
     */
    legacyFlow: v.optional(LegacyFlowSchema),
    loan: v.object({
      amount: NumberRangeSchema,
      period: v.object({ ...NumberRangeSchema.entries, scale: v.picklist(['months', 'days']) }),
      /** Nominal annual borrowing rate (TIN) of the representative example, as a fraction (0.08 = 8 %). */
      nominalAnnualRate: v.pipe(v.number(), v.minValue(0)),
      /** Opening fee of the representative example, as a fraction of the amount, deducted at payout. */
      openingFeeRate: v.pipe(v.number(), v.minValue(0)),
      /** One repayment at the end of the term, or monthly instalments; absent: single for days, monthly for months (domain/loan repaymentFor). */
      repayment: v.optional(v.picklist(['single', 'monthly'])),
    }),
    limits: v.object({
      overdueDebtMax: v.number(),
      totalDebt: v.object({ min: v.number(), max: v.number() }),
    }),
    /** Affiliate reference expiry in hours; a non-positive value means the reference never expires (docs/affiliates.md "Expiry"). */
    affiliateExpiryHours: v.number(),
    /** Affiliate reference names that never expire (docs/affiliates.md "Static-named references": "A static-named reference never expires"). */
    staticAffiliateNames: v.array(v.string()),
    /**
     * Age after which a stored click id (gclid, fbclid, …, current or legacy) is dropped, in milliseconds: docs/click-ids-and-consent.md "Google click ids":
     * `legacyGclidExpiryPeriodMilliseconds` (docs/click-ids-and-consent.md "Google click ids": 90 days), renamed because it governs every click id.
     */
    clickIdExpiryMilliseconds: v.pipe(v.number(), v.minValue(0)),
    /** Age after which stored application data is stale, in milliseconds (docs/sessions-and-storage.md "Stale data"). */
    applicationDataExpiryMilliseconds: v.pipe(v.number(), v.minValue(0)),
    offerExpirationHours: v.number(),
    accumulatedOffersShown: v.boolean(),
    sessionRecording: v.object({
      enabled: v.boolean(),
      /** Share of sessions recorded, 0–100. */
      logPercentage: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
      retargetingLogging: v.boolean(),
      abandonmentLogging: v.boolean(),
      appId: v.optional(v.string()),
    }),
    consent: v.object({
      /** banner: the built-in banner; external: a consent platform behind the ConsentSource port; none: no consent needed (non-EU brand by configuration). */
      mode: v.picklist(['banner', 'external', 'none']),
    }),
    /**
     * Product analytics, and one setting per pixel vendor under the key its declaration names (adapters/tracking/
     * PixelVendor.ts): kept as they are here and checked against the declarations where those are visible (the build, the
     * container), since the domain knows no vendor.
     */
    tracking: v.looseObject({
      analytics: v.optional(v.object({ key: v.string(), host: v.string() })),
    }),
    /** API base URL, absolute or relative to the page (default /api). */
    apiBaseUrl: v.string(),
    translationsPath: v.string(),
    policiesPath: v.string(),
    /** Origins a partner redirect may navigate to automatically (docs/security-and-reliability.md "Partner redirects"). */
    partnerOrigins: v.array(httpsOrigin),
    /** Origins allowed to embed the funnel and to receive FORM_HEIGHT messages. */
    parentOrigins: v.array(v.pipe(v.string(), v.url())),
    captcha: v.object({ provider: v.picklist(['local-test', 'recaptcha']), siteKey: v.optional(v.string()) }),
  });
}

/** The schema once, for the server, the build and the tests (a browser bundle drops it: nothing there reads it). */
export const BrandConfigSchema = /* @__PURE__ */ brandConfigSchema();

export type BrandConfig = v.InferOutput<ReturnType<typeof brandConfigSchema>>;
