import { choice, field, secret } from '../../domain/flow/fieldBuilders';
import { declareOfferScreen } from '../../domain/offer/declareOfferScreen';

/** The kinds of Spanish residence document the partner takes (sent as they are; the texts name them). */
export const PERMIT_TYPES = ['EU_CERTIFICATE', 'TIE_TEMPORARY', 'TIE_LONG_TERM'] as const;

/**
 * A Spanish partner's residence-permit screen: an applicant who is not a Spanish national gives the kind of residence
 * document, the NIE on it (checked by the Spanish pack's national-id rule) and its expiry (after today). The whole
 * screen is this declaration and its texts (locales/es/); examples/offerScreens.ts registers it with one line.
 * State 43 is the next free state; the answers lead to the outcome the decision left pending.
 */
export const RESIDENCE_PERMIT_SCREEN = declareOfferScreen({
  route: '/residence-permit',
  state: 43,
  brandsOf: 'ES',
  fields: [
    choice('residence.permitType', PERMIT_TYPES),
    secret('residence.permitNumber', 'text', 'nationalId', { autocomplete: 'off' }),
    field('residence.validUntil', 'date', 'futureDate'),
  ],
});
