import type { TranslateFn } from '../../kit/Translate';
import type { CodeRefusal } from './codeRefusal';

/** Whole minutes of a wait, at least 1 (a lockout is told in minutes, a resend wait in seconds). */
const minutes = (seconds: number): number => Math.max(1, Math.ceil(seconds / 60));

/** The applicant-facing text of a refusal (locales/{lng}/offer.json `offer>errors`), saying when to try again. */
export function refusalText(t: TranslateFn, refusal: CodeRefusal): string {
  switch (refusal.kind) {
    case 'format':
      return t('offer^offer>errors>format');
    case 'wrong':
      return refusal.attemptsLeft === null ? t('offer^offer>errors>wrong') : t('offer^offer>errors>wrongLeft', { left: refusal.attemptsLeft });
    case 'spent':
      return refusal.seconds > 0 ? t('offer^offer>errors>spentWait', { seconds: refusal.seconds }) : t('offer^offer>errors>spent');
    case 'locked':
      return t('offer^offer>errors>locked', { minutes: minutes(refusal.seconds) });
    case 'tooSoon':
      return refusal.seconds > 90 ? t('offer^offer>errors>tooSoonMinutes', { minutes: minutes(refusal.seconds) }) : t('offer^offer>errors>tooSoon', { seconds: refusal.seconds });
    case 'phone':
      return t('offer^offer>errors>phone');
    case 'failed':
      return t('offer^offer>errors>failed');
  }
}
