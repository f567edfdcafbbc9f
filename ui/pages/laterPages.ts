// The screens of the later-screens chunk (ui/app/laterScreens.ts), in one module so the chunk is one import.
import { CheckingPage as Checking } from './CheckingPage';
import { decidedOnly } from './DecidedOnly';
import { AcceptedPage as Accepted, RejectedPage as Rejected, ThankYouPage as ThankYou } from './OutcomePages';
import { RedirectedPage as Redirected } from './RedirectedPage';

export { ContinuePage } from './ContinuePage';
// Every offer-stage route's screen (ui/pages/offer/offerScreens.ts); the legacy pages send the visitor to the start.
export { OfferStagePage } from './offer/OfferStagePage';
export { LegacyPage } from './LegacyPage';
export { UnsubscribePage } from './UnsubscribePage';

// The result routes refuse a session with no decision on them (ui/pages/DecidedOnly.tsx).
export const CheckingPage = decidedOnly('/checking', Checking);
export const AcceptedPage = decidedOnly('/accepted', Accepted);
export const RejectedPage = decidedOnly('/rejected', Rejected);
export const ThankYouPage = decidedOnly('/thank-you', ThankYou);
export const RedirectedPage = decidedOnly('/redirected', Redirected);
