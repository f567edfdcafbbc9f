import type { MetadataJson } from 'libphonenumber-js/core';
import { COUNTRY_PROFILES } from '../country/countryRegistry';

/**
 * libphonenumber-js "max" metadata of the registered countries only: each country's cut lives in its
 * folder (`<cc>PhoneMetadata.json`, written by scripts/generate-phone-metadata.mjs) and comes with its registry line,
 * so a new country brings its own. Loaded with the phone chunk, never with the first step (about 0.3 KB gzip a country).
 */
export const PHONE_METADATA = {
  version: COUNTRY_PROFILES[0]?.phoneMetadata.version ?? 4,
  country_calling_codes: Object.fromEntries(
    [...new Set(COUNTRY_PROFILES.flatMap((profile) => Object.keys(profile.phoneMetadata.country_calling_codes)))].map((code) => [
      code,
      COUNTRY_PROFILES.flatMap((profile) => profile.phoneMetadata.country_calling_codes[code] ?? []),
    ]),
  ),
  countries: Object.assign({}, ...COUNTRY_PROFILES.map((profile) => profile.phoneMetadata.countries)) as Record<string, unknown>,
  nonGeographic: {},
} as unknown as MetadataJson;
