import type { CountryProfile } from '../CountryProfile';
import { DE_POSTAL_CODE } from './dePostalCode';
import phoneMetadata from './dePhoneMetadata.json';

/** Germany: what every brand of the country shares, and its pack (loaded on its own). Its line in domain/country/countries.ts registers it. */
export const DE_PROFILE: CountryProfile = {
  country: 'DE',
  currency: { code: 'EUR', displayDecimals: 2, singular: 'Euro', plural: 'Euro' },
  intlLocale: 'de-DE',
  locale: 'de',
  callingCode: '+49',
  eu: true,
  postalCode: DE_POSTAL_CODE,
  phoneMetadata,
  loadPack: () => import('./dePack').then((module) => module.DE_PACK),
};
