// The screens of the later-screens chunk (ui/app/laterScreens.ts), in one module so the chunk is one import.
export { CheckingPage } from './CheckingPage';
export { ContinuePage } from './ContinuePage';
export { AcceptedPage, RejectedPage, ThankYouPage } from './OutcomePages';
export { RedirectedPage } from './RedirectedPage';
// The stage screen of every offer-stage and legacy route: an offer-stage route with a screen of its own shows it.
export { OfferStagePage as StagePage } from './offer/OfferStagePage';
export { UnsubscribePage } from './UnsubscribePage';
