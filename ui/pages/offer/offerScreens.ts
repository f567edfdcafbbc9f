import type { ComponentType } from 'react';
import { BANK_CONNECTIONS } from '../../../domain/offer/bank/bankConnections';
import { PARTNERS } from '../../../domain/offer/partners/partnerOffers';
import type { OfferScreenProps } from './OfferScreenProps';
import { ChangeMobileNumberScreen, MobileVerificationScreen } from './MobileScreens';
import { BankConnectionScreen, IdUploadScreen, PartnerOfferScreen } from './PartnerScreens';

/**
 * The offer-stage routes with a screen of their own (spec §2, §4; issue 12), route → component. A route missing here
 * shows the titled stage screen. Screens driven by data (bank connection, partner offers) take their row by route.
 */
export const OFFER_SCREENS: Readonly<Record<string, ComponentType<OfferScreenProps>>> = {
  '/mobile-verification': MobileVerificationScreen,
  '/change-mobile-number': ChangeMobileNumberScreen,
  '/id-upload': IdUploadScreen,
  ...Object.fromEntries(BANK_CONNECTIONS.map((connection) => [connection.route, BankConnectionScreen])),
  ...Object.fromEntries(PARTNERS.map((partner) => [partner.route, PartnerOfferScreen])),
};

/**
 * The title key the router gives a route's stage screen (createAppRouter `offerStageTitleKey`; spelled out so this
 * chunk imports nothing of the router's start-up module).
 */
export const offerScreenTitleKey = (route: string): string => `common^offerStages>${route.slice(1)}>title`;
