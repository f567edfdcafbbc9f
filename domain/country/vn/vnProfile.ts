import type { CountryProfile } from '../CountryProfile';
import { VN_POSTAL_CODE } from './vnPostalCode';
import phoneMetadata from './vnPhoneMetadata.json';

/** Vietnam: what every brand of the country shares, and its pack (loaded on its own). Its line in domain/country/countries.ts registers it. */
export const VN_PROFILE: CountryProfile = {
  country: 'VN',
  currency: { code: 'VND', displayDecimals: 0, singular: 'đồng', plural: 'đồng' },
  intlLocale: 'vi-VN',
  locale: 'vn',
  callingCode: '+84',
  eu: false,
  postalCode: VN_POSTAL_CODE,
  phoneMetadata,
  loadPack: () => import('./vnPack').then((module) => module.VN_PACK),
};
