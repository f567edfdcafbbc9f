/** The phone chunk's entry (loaded through ui/steps/phoneCode.ts, never imported statically by the first step). */
export { formatAsYouType } from '../../domain/phone/formatAsYouType';
export { formatPhoneNumber } from '../../domain/phone/formatPhoneNumber';
export { toE164 } from '../../domain/phone/toE164';
export { PHONE_FIELD_VALIDATORS } from '../../domain/phone/phoneFieldValidators';
