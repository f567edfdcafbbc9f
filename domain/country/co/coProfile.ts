import type { CountryProfile } from '../CountryProfile';
import { CO_POSTAL_CODE } from './coPostalCode';
import phoneMetadata from './coPhoneMetadata.json';

/** Colombia: what every brand of the country shares, and its pack (loaded on its own). Its line in domain/country/countries.ts registers it. */
export const CO_PROFILE: CountryProfile = {
  country: 'CO',
  currency: { code: 'COP', displayDecimals: 0, singular: 'peso', plural: 'pesos' },
  intlLocale: 'es-CO',
  locale: 'co',
  callingCode: '+57',
  eu: false,
  postalCode: CO_POSTAL_CODE,
  phoneMetadata,
  loadPack: () => import('./coPack').then((module) => module.CO_PACK),
};
