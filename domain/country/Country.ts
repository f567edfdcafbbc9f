import type { CountryCode } from 'libphonenumber-js/core';

/**
 * A country by its ISO 3166-1 alpha-2 code ("ES"; libphonenumber-js lists them): the registry (domain/country/
 * countries.ts) says which ones this build serves.
 */
export type Country = CountryCode;
/** An app locale: the folder of its texts under locales/ ("es", "mx"), "en" the fallback. */
export type Locale = string;
