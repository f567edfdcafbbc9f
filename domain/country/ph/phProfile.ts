import type { CountryProfile } from '../CountryProfile';
import { PH_POSTAL_CODE } from './phPostalCode';
import phoneMetadata from './phPhoneMetadata.json';

/** The Philippines: what every brand of the country shares, and its pack (loaded on its own). Its line in domain/country/countries.ts registers it. */
export const PH_PROFILE: CountryProfile = {
  country: 'PH',
  currency: { code: 'PHP', displayDecimals: 2, singular: 'peso', plural: 'pesos' },
  intlLocale: 'en-PH',
  locale: 'ph',
  callingCode: '+63',
  eu: false,
  postalCode: PH_POSTAL_CODE,
  phoneMetadata,
  loadPack: () => import('./phPack').then((module) => module.PH_PACK),
};
