import type { CountryProfile } from '../CountryProfile';
import { RO_POSTAL_CODE } from './roPostalCode';
import phoneMetadata from './roPhoneMetadata.json';

/** Romania: what every brand of the country shares, and its pack (loaded on its own). Its line in domain/country/countries.ts registers it. */
export const RO_PROFILE: CountryProfile = {
  country: 'RO',
  currency: { code: 'RON', displayDecimals: 2, singular: 'leu', plural: 'lei' },
  intlLocale: 'ro-RO',
  locale: 'ro',
  callingCode: '+40',
  eu: true,
  postalCode: RO_POSTAL_CODE,
  phoneMetadata,
  loadPack: () => import('./roPack').then((module) => module.RO_PACK),
};
