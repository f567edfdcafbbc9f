import type { Locale } from './locales';

/** Per-country facts every brand of that country shares (country-rules.md §0 summary table). */
export interface CountryProfile {
  /** ISO 4217 code. */
  readonly currency: string;
  /** Fraction digits to display: COP is shown without cents (§4.6), VND has none (§7.5). */
  readonly displayFractionDigits: number;
  /** BCP 47 tag for Intl formatting. */
  readonly intlLocale: string;
  /** The app locale of the country's brands (spec §1). */
  readonly locale: Locale;
  /** Country calling code with '+'. */
  readonly callingCode: string;
  /** EU member: consent is needed before any tracker (tracking-privacy-security.md §2). */
  readonly eu: boolean;
}

/**
 * The country registry: one line per country, and the only one a new country adds besides its pack folder
 * (domain/country/<cc>/, found by convention), its locales and its brands. COUNTRIES and the Country type derive from it.
 */
export const COUNTRY_PROFILES = {
  ES: { currency: 'EUR', displayFractionDigits: 2, intlLocale: 'es-ES', locale: 'es', callingCode: '+34', eu: true },
  DE: { currency: 'EUR', displayFractionDigits: 2, intlLocale: 'de-DE', locale: 'de', callingCode: '+49', eu: true },
  PL: { currency: 'PLN', displayFractionDigits: 2, intlLocale: 'pl-PL', locale: 'pl', callingCode: '+48', eu: true },
  RO: { currency: 'RON', displayFractionDigits: 2, intlLocale: 'ro-RO', locale: 'ro', callingCode: '+40', eu: true },
  MX: { currency: 'MXN', displayFractionDigits: 2, intlLocale: 'es-MX', locale: 'mx', callingCode: '+52', eu: false },
  CO: { currency: 'COP', displayFractionDigits: 0, intlLocale: 'es-CO', locale: 'co', callingCode: '+57', eu: false },
  VN: { currency: 'VND', displayFractionDigits: 0, intlLocale: 'vi-VN', locale: 'vn', callingCode: '+84', eu: false },
  PH: { currency: 'PHP', displayFractionDigits: 2, intlLocale: 'en-PH', locale: 'ph', callingCode: '+63', eu: false },
} as const satisfies Readonly<Record<string, CountryProfile>>;
