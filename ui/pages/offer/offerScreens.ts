import type { ComponentType } from 'react';
import type { OfferStageRoute } from '../../../domain/state/routes';
import type { OfferStageServices } from '../../app/AppServices';
import { ChangeMobileNumberScreen, MobileVerificationScreen } from './mobileScreens';
import type { OfferScreenProps } from './OfferScreenProps';

export type { OfferScreenProps } from './OfferScreenProps';

/** Loads a screen's component (a screen may come in a chunk of its own), with the offer stage's services loaded. */
export type OfferScreenLoader = (offer: OfferStageServices) => Promise<ComponentType<OfferScreenProps>>;

let dataScreens: Promise<ComponentType<OfferScreenProps>> | undefined;
/**
 * The data screens' chunk, with the form engine the offer stage's services load from the application page's module
 * (ui/steps/formEngine.ts: the first step's chunk stays whole). A failed load is forgotten, so a retry fetches again.
 */
const dataScreen: OfferScreenLoader = (offer) =>
  (dataScreens ??= Promise.all([import(/* webpackChunkName: "offer-data-screens" */ './OfferFormPage'), offer.loadFormEngine()]).then(
    ([page, engine]) => page.createOfferFormPage(engine),
    (error: unknown) => {
      dataScreens = undefined;
      throw error;
    },
  ));

/**
 * The screen of each offer-stage route (spec §2; issue 12), in one table (architecture.md rule 10: adding an offer
 * screen is adding files and one line here). ui/pages/offer/OfferStagePage.tsx shows the route's entry.
 */
export const OFFER_SCREENS: Partial<Record<OfferStageRoute, OfferScreenLoader>> = {
  // Special screens (components): code entry and change of number.
  '/mobile-verification': () => Promise.resolve(MobileVerificationScreen),
  '/change-mobile-number': () => Promise.resolve(ChangeMobileNumberScreen),
  // Data screens: definitions of domain/offer/offerScreenDefinitions.ts on the form engine.
  '/vehicle': dataScreen,
  '/consents': dataScreen,
  '/dynamic-consents': dataScreen,
  '/employment-details': dataScreen,
  '/additional-employment-details': dataScreen,
  '/marital-details': dataScreen,
  '/aide': dataScreen,
  '/credit-details': dataScreen,
  '/professional-details': dataScreen,
  '/cnp': dataScreen,
  '/customer-debts': dataScreen,
  '/reference-details': dataScreen,
  '/wniosek': dataScreen,
  '/wniosek-uzupelnienie': dataScreen,
  // Partner offer, id upload and bank-connection screens (issue 12, the other offer branch): their entries go below.
};
