import type { CountryProfile } from '../country/CountryProfile';
import type { BrandConfig } from './BrandConfigSchema';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A brand.json document: any part of the configuration, nested objects partial too (arrays replace, not merge). */
export type BrandOverrides = {
  readonly [K in keyof BrandConfig]?: BrandConfig[K] extends readonly unknown[]
    ? BrandConfig[K]
    : BrandConfig[K] extends object
      ? { readonly [L in keyof BrandConfig[K]]?: BrandConfig[K][L] extends readonly unknown[] ? BrandConfig[K][L] : BrandConfig[K][L] extends object ? Partial<BrandConfig[K][L]> : BrandConfig[K][L] }
      : BrandConfig[K];
};

/**
 * What every brand of the platform shares unless its brand.json says otherwise (docs/product.md "Entities": configuration object, docs/validation-by-country.md "Amount and period"
 * constants): brands/{id}/brand.json lists only what differs. Loan amounts, rates and debt limits have no default:
 * each brand states its own product terms.
 */
export const PLATFORM_BRAND_DEFAULTS = {
  /** Shipped brands are production; test endpoints follow the server's test mode, not this value. */
  environmentType: 'production',
  logos: { logoHeader: 'logo.svg', logoFooter: 'logo-footer.svg' },
  styles: 'theme.css',
  favicon: 'favicon.svg',
  flowId: 'generic-v3',
  /** The short flow (domain/flow/flows/genericV3.ts) for a brand naming none; every shipped brand names its own. */
  flow: ['initial-details', 'name', 'personal-code', 'address-information', 'monthly-income', 'bank-account', 'pep-details'],
  loan: { period: { step: 1, scale: 'months' } },
  limits: { totalDebt: { min: 0 } },
  /** docs/affiliates.md "Expiry": affiliate references expire after 480 hours (20 days). */
  affiliateExpiryHours: 480,
  staticAffiliateNames: [],
  /** docs/click-ids-and-consent.md "Google click ids" `legacyGclidExpiryPeriodMilliseconds`: 90 days. */
  clickIdExpiryMilliseconds: 90 * DAY_MS,
  /** docs/sessions-and-storage.md "Stale data": stored application data is stale after 24 hours. */
  applicationDataExpiryMilliseconds: 24 * HOUR_MS,
  offerExpirationHours: 24,
  accumulatedOffersShown: false,
  sessionRecording: { enabled: false, logPercentage: 10, retargetingLogging: true, abandonmentLogging: true },
  apiBaseUrl: '/api',
  translationsPath: '/application-frontend/locales/{{lng}}/{{ns}}.json',
  policiesPath: '/policies',
  partnerOrigins: ['https://partner.example'],
  parentOrigins: ['http://localhost:3100'],
  captcha: { provider: 'local-test' },
} as const satisfies BrandOverrides;

/**
 * What every brand of a country shares, derived from its profile (domain/country/<cc>/<cc>Profile.ts): currency, Intl
 * locale, app locale, calling code, and the consent mode (an EU brand needs prior consent before any tracker;
 * elsewhere none by configuration).
 */
export function countryBrandDefaults(profile: CountryProfile): BrandOverrides {
  return {
    currency: profile.currency.code,
    intlLocale: profile.intlLocale,
    locale: profile.locale,
    callingCode: profile.callingCode,
    consent: { mode: profile.eu ? 'banner' : 'none' },
  };
}
