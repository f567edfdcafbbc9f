import type { CountryProfile } from '../CountryProfile';
import { PL_POSTAL_CODE } from './plPostalCode';
import phoneMetadata from './plPhoneMetadata.json';

/** Poland: what every brand of the country shares, and its pack (loaded on its own). Its line in domain/country/countries.ts registers it. */
export const PL_PROFILE: CountryProfile = {
  country: 'PL',
  currency: { code: 'PLN', displayDecimals: 2, singular: 'złoty', plural: 'złotych' },
  intlLocale: 'pl-PL',
  locale: 'pl',
  callingCode: '+48',
  eu: true,
  postalCode: PL_POSTAL_CODE,
  phoneMetadata,
  loadPack: () => import('./plPack').then((module) => module.PL_PACK),
};
