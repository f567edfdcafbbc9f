// The screens of the later-screens chunk (ui/app/laterScreens.ts), in one module so the chunk is one import.
import { CheckingPage as Checking } from './CheckingPage';
import { AcceptedPage as Accepted, RejectedPage as Rejected, ThankYouPage as ThankYou } from './OutcomePages';
import { RedirectedPage as Redirected } from './RedirectedPage';
import { guardedRoute } from './ScreenGuard';

export { ContinuePage } from './ContinuePage';
// Every offer-stage route's screen (ui/pages/offer/offerScreens.ts).
export { OfferStagePage } from './offer/OfferStagePage';
// A form location that is no form here (a sent application's step, a legacy page on a v3 brand): sent on.
export { FormRedirectPage } from './FormRedirectPage';
export { UnsubscribePage } from './UnsubscribePage';

// The result routes open only for a lead whose state shows them (the route guard, ui/pages/ScreenGuard.tsx).
export const CheckingPage = guardedRoute('/checking', Checking);
export const AcceptedPage = guardedRoute('/accepted', Accepted);
export const RejectedPage = guardedRoute('/rejected', Rejected);
export const ThankYouPage = guardedRoute('/thank-you', ThankYou);
export const RedirectedPage = guardedRoute('/redirected', Redirected);
