// The screens of the later-screens chunk (ui/app/laterScreens.ts), in one module so the chunk is one import.
import { CheckingPage as Checking } from './CheckingPage';
import { decidedOnly } from './DecidedOnly';
import { AcceptedPage as Accepted, RejectedPage as Rejected, ThankYouPage as ThankYou } from './OutcomePages';
import { RedirectedPage as Redirected } from './RedirectedPage';

export { ContinuePage } from './ContinuePage';
// The stage screen of every offer-stage and legacy route: an offer-stage route with a screen of its own shows it.
export { OfferStagePage as StagePage } from './offer/OfferStagePage';
export { UnsubscribePage } from './UnsubscribePage';

// The result routes refuse a session with no decision on them (ui/pages/DecidedOnly.tsx).
export const CheckingPage = decidedOnly('/checking', Checking);
export const AcceptedPage = decidedOnly('/accepted', Accepted);
export const RejectedPage = decidedOnly('/rejected', Rejected);
export const ThankYouPage = decidedOnly('/thank-you', ThankYou);
export const RedirectedPage = decidedOnly('/redirected', Redirected);
