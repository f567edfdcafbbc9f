// The screens of the later-screens chunk (ui/app/laterScreens.ts), in one module so the chunk is one import.
export { CheckingPage } from './CheckingPage';
export { ContinuePage } from './ContinuePage';
export { AcceptedPage, RejectedPage, ThankYouPage } from './OutcomePages';
export { RedirectedPage } from './RedirectedPage';
export { StagePage } from './StagePage';
export { UnsubscribePage } from './UnsubscribePage';
