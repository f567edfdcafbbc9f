/**
 * The country registry: one line per country, each its profile (domain/country/<cc>/<cc>Profile.ts). Everything of
 * a country is in its folder; this line is how the rest of the code finds it (domain/country/countryRegistry.ts
 * reads this list and the countries a build adds). Adding a country: its folder, its locales, a brand and a line here.
 */
export { CO_PROFILE } from './co/coProfile';
export { DE_PROFILE } from './de/deProfile';
export { ES_PROFILE } from './es/esProfile';
export { MX_PROFILE } from './mx/mxProfile';
export { PH_PROFILE } from './ph/phProfile';
export { PL_PROFILE } from './pl/plProfile';
export { RO_PROFILE } from './ro/roProfile';
export { VN_PROFILE } from './vn/vnProfile';
