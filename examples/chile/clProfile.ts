import type { CountryProfile } from '../../domain/country/CountryProfile';
import { CL_POSTAL_CODE } from './clPostalCode';
import phoneMetadata from './clPhoneMetadata.json';

/** Chile: what every Chilean brand shares, and its pack (loaded on its own). Its line in examples/countries.ts registers it. */
export const CL_PROFILE: CountryProfile = {
  country: 'CL',
  currency: { code: 'CLP', displayDecimals: 0, singular: 'peso', plural: 'pesos' },
  intlLocale: 'es-CL',
  locale: 'cl',
  callingCode: '+56',
  eu: false,
  postalCode: CL_POSTAL_CODE,
  phoneMetadata,
  loadPack: () => import('./clPack').then((module) => module.CL_PACK),
};
