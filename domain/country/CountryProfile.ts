import type { Country, Locale } from './Country';
import type { CountryPack } from './CountryPack';
import type { PostalCodeRule } from './postalCodeRule';

export type { Country, Locale } from './Country';

/** The currency in the country's words. */
export interface CurrencyFacts {
  /** ISO 4217 code. */
  readonly code: string;
  /** Decimal places shown to applicants (COP and VND: none). */
  readonly displayDecimals: 0 | 2;
  /** The unit's name in the country's language, singular and plural ("euro"/"euros", "złoty"/"złotych"). */
  readonly singular: string;
  readonly plural: string;
}

/**
 * libphonenumber-js metadata cut to one country ("max" flavour: it tells mobiles from fixed lines), generated into
 * the country's folder by scripts/generate-phone-metadata.mjs; domain/phone joins the registered countries' cuts.
 */
export interface CountryPhoneMetadata {
  readonly version: number;
  readonly country_calling_codes: Readonly<Record<string, readonly string[]>>;
  readonly countries: Readonly<Record<string, unknown>>;
}

/**
 * A country as the registry lists it (domain/country/countries.ts, one line per country): what every brand of the
 * country shares and what is needed before its pack has loaded, and how to load the pack. It lives in the country's
 * folder (`domain/country/<cc>/<cc>Profile.ts`) with everything else of the country. Never in the first step's
 * JavaScript: the browser reads the brand's facts from its configuration, and the registry with the later steps.
 */
export interface CountryProfile {
  readonly country: Country;
  readonly currency: CurrencyFacts;
  /** BCP 47 tag for Intl formatting ("es-MX"). */
  readonly intlLocale: string;
  /** The app locale of the country's brands. */
  readonly locale: Locale;
  /** Country calling code with '+'. */
  readonly callingCode: string;
  /** EU member: consent is needed before any tracker (the brand's default consent mode is the banner). */
  readonly eu: boolean;
  /** The postal-code shape, checked before the pack has loaded (the postcode lookup); the pack's `postalCode` is the same. */
  readonly postalCode: PostalCodeRule;
  readonly phoneMetadata: CountryPhoneMetadata;
  /** The pack, fetched on its own by the browser (only the brand's: docs/architecture.md house rule 9). */
  loadPack(): Promise<CountryPack>;
}
