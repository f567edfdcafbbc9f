/**
 * The route paths of docs/states-and-routes.md "Routes" ("Main routes" and "Offer-stage routes"), relative to the base path.
 * `/continue` is the pattern `/continue/:id` without its parameter: the caller appends the lead id.
 */
export const MAIN_ROUTES = [
  '/',
  '/loan-information',
  '/personal-details',
  '/contact-details',
  '/income-details',
  '/other-information',
  '/reference-information',
  '/checking',
  '/accepted',
  '/thank-you',
  '/redirected',
  '/rejected',
  '/continue',
  '/unsubscribe',
  '/404',
] as const;

/** Offer-stage routes of docs/states-and-routes.md "Routes", in the spec's order. */
export const OFFER_STAGE_ROUTES = [
  '/mobile-verification',
  '/instantor',
  '/change-mobile-number',
  '/vehicle',
  '/wenance-tink',
  '/wenance-account',
  '/moneyman-paylands',
  '/consents',
  '/dynamic-consents',
  '/employment-details',
  '/additional-employment-details',
  '/marital-details',
  '/aide',
  '/credit-details',
  '/professional-details',
  '/cnp',
  '/advanzia-consents',
  '/id-upload',
  '/customer-debts',
  '/reference-details',
  '/wniosek',
  '/wniosek-uzupelnienie',
  '/santander-comperia',
  '/smava',
  '/tfbank-consents',
  '/ipfd-offer-choice',
  '/cofidis-offer',
  '/provident-offer',
  '/instabank-offer',
  '/proficredit-offer',
] as const;

declare const ADDED_ROUTE: unique symbol;
/**
 * The route of an offer screen a build adds (domain/kernel/addedOfferScreens.ts), checked when it is declared
 * (domain/offer/declareOfferScreen.ts): a plain string literal is not one, so a misspelt shipped route still fails to compile.
 */
export type AddedOfferRoute = `/${string}` & { readonly [ADDED_ROUTE]: true };

export type MainRoute = (typeof MAIN_ROUTES)[number];
/** A shipped offer-stage route, or one a build adds. */
export type OfferStageRoute = (typeof OFFER_STAGE_ROUTES)[number] | AddedOfferRoute;
export type AppRoute = MainRoute | OfferStageRoute;

/** The application index (docs/states-and-routes.md "Redirect on progress change": the default redirect target). */
export const INDEX_ROUTE: AppRoute = '/';
