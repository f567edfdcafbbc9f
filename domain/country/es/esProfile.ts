import type { CountryProfile } from '../CountryProfile';
import { ES_POSTAL_CODE } from './esPostalCode';
import phoneMetadata from './esPhoneMetadata.json';

/** Spain: what every brand of the country shares, and its pack (loaded on its own). Its line in domain/country/countries.ts registers it. */
export const ES_PROFILE: CountryProfile = {
  country: 'ES',
  currency: { code: 'EUR', displayDecimals: 2, singular: 'euro', plural: 'euros' },
  intlLocale: 'es-ES',
  locale: 'es',
  callingCode: '+34',
  eu: true,
  postalCode: ES_POSTAL_CODE,
  phoneMetadata,
  loadPack: () => import('./esPack').then((module) => module.ES_PACK),
};
