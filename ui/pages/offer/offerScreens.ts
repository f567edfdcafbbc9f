import type { ComponentType } from 'react';
import { BANK_CONNECTIONS } from '../../../domain/offer/bank/bankConnections';
import { PARTNERS } from '../../../domain/offer/partners/partnerOffers';
import type { OfferStageRoute } from '../../../domain/state/routes';
import type { OfferStageServices } from '../../services/AppServices';
import type { FormEngine } from '../../steps/formEngine';
import { ChangeMobileNumberScreen, MobileVerificationScreen } from './mobileScreens';
import type { OfferScreenProps } from './OfferScreenProps';
import { BankConnectionScreen, IdUploadScreen, PartnerOfferScreen } from './PartnerScreens';

export type { OfferScreenProps } from './OfferScreenProps';

/** Loads a screen's component (a screen may come in a chunk of its own), with the offer stage's services loaded. */
export type OfferScreenLoader = (offer: OfferStageServices) => Promise<ComponentType<OfferScreenProps>>;

let dataScreens: Promise<ComponentType<OfferScreenProps>> | undefined;
/**
 * The data screens' chunk, with the form engine the offer stage's services load from the application page's module
 * (ui/steps/formEngine.ts: the first step's chunk stays whole). A failed load is forgotten, so a retry fetches again.
 */
const dataScreen: OfferScreenLoader = (offer) =>
  (dataScreens ??= Promise.all([import(/* webpackChunkName: "offer-data-screens" */ './OfferFormPage'), offer.loadFormEngine() as Promise<FormEngine>]).then(
    ([page, engine]) => page.createOfferFormPage(engine),
    (error: unknown) => {
      dataScreens = undefined;
      throw error;
    },
  ));

const component =
  (screen: ComponentType<OfferScreenProps>): OfferScreenLoader =>
  () =>
    Promise.resolve(screen);

/**
 * The screen of each offer-stage route (docs/offer-stage.md; issue 12), in one table (docs/architecture.md house rule 10: adding an offer
 * screen is adding files and one line here). ui/pages/offer/OfferStagePage.tsx shows the route's entry.
 */
export const OFFER_SCREENS: Partial<Record<OfferStageRoute, OfferScreenLoader>> = {
  // Special screens (components): code entry and change of number.
  '/mobile-verification': component(MobileVerificationScreen),
  '/change-mobile-number': component(ChangeMobileNumberScreen),
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
  // Id upload, bank connection and partner offers: components driven by their rows (domain/offer/bank, domain/offer/partners).
  '/id-upload': component(IdUploadScreen),
  ...Object.fromEntries(BANK_CONNECTIONS.map((connection) => [connection.route, component(BankConnectionScreen)])),
  ...Object.fromEntries(PARTNERS.map((partner) => [partner.route, component(PartnerOfferScreen)])),
};
