import { lazyModule } from '../kit/lazyModule';

export type PhoneFormatterModule = Pick<typeof import('../../domain/phone/formatAsYouType'), 'formatAsYouType'>;

/**
 * The as-you-type phone formatter (libphonenumber-js AsYouType, ≈ 6 KB gzip), loaded when the applicant first focuses
 * or types into a phone field, or when a phone field opens with a number in it (issue 6: not in the first step's
 * bundle). Until it has loaded the field shows the number as typed; validation does not need it (domain/phone).
 */
export const phoneFormatter = lazyModule<PhoneFormatterModule>(() => import('../../domain/phone/formatAsYouType'));
