import { lazyModule } from '../../application/kernel/lazyModule';

export type PhoneCode = typeof import('./phoneCodeChunk');
/** What the phone input needs of the chunk: the as-you-type formatter. */
export type PhoneFormatterModule = Pick<PhoneCode, 'formatAsYouType'>;

/**
 * libphonenumber-js with the brand countries' metadata (≈ 17 KB gzip with the as-you-type formatter; first-step budget: not in
 * the first step's bundle): the phone validator, E.164 conversion, national formatting and the as-you-type formatter
 * (domain/phone). One chunk, loaded at the first answer on a step with a phone field, the first focus of a phone
 * field, or at once when one opens with a number; Continue waits for it (ui/steps/fieldRules.ts whenReady). Until it
 * is there a phone field shows the number as typed.
 */
export const phoneCode = lazyModule<PhoneCode>(() => import('./phoneCodeChunk'));
