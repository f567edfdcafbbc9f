import type { CountryProfile } from '../CountryProfile';
import { MX_POSTAL_CODE } from './mxPostalCode';
import phoneMetadata from './mxPhoneMetadata.json';

/** Mexico: what every brand of the country shares, and its pack (loaded on its own). Its line in domain/country/countries.ts registers it. */
export const MX_PROFILE: CountryProfile = {
  country: 'MX',
  currency: { code: 'MXN', displayDecimals: 2, singular: 'peso', plural: 'pesos' },
  intlLocale: 'es-MX',
  locale: 'mx',
  callingCode: '+52',
  eu: false,
  postalCode: MX_POSTAL_CODE,
  phoneMetadata,
  loadPack: () => import('./mxPack').then((module) => module.MX_PACK),
};
