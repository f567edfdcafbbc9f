import { lazyScreen } from './lazyScreen';

// One chunk for every screen step 1 never shows (first-step budget: "later steps' code" stays out of the first step), so one
// prefetch brings them all.
const laterPages = () => import(/* webpackChunkName: "later-screens" */ '../pages/laterPages');

export const CheckingScreen = lazyScreen(() => laterPages().then((m) => m.CheckingPage));
export const AcceptedScreen = lazyScreen(() => laterPages().then((m) => m.AcceptedPage));
export const RejectedScreen = lazyScreen(() => laterPages().then((m) => m.RejectedPage));
export const ThankYouScreen = lazyScreen(() => laterPages().then((m) => m.ThankYouPage));
export const RedirectedScreen = lazyScreen(() => laterPages().then((m) => m.RedirectedPage));
export const UnsubscribeScreen = lazyScreen(() => laterPages().then((m) => m.UnsubscribePage));
export const OfferStageScreen = lazyScreen(() => laterPages().then((m) => m.OfferStagePage));
export const FormRedirectScreen = lazyScreen(() => laterPages().then((m) => m.FormRedirectPage));
export const ContinueScreen = lazyScreen(() => laterPages().then((m) => m.ContinuePage));

/** Every screen of this chunk, in the order the funnel reaches them. */
export const LATER_SCREENS = [CheckingScreen, AcceptedScreen, RejectedScreen, ThankYouScreen, RedirectedScreen, OfferStageScreen, FormRedirectScreen, UnsubscribeScreen, ContinueScreen] as const;

/**
 * Fetches the result, offer-stage and resume screens once the applicant is past the first step, so a decision never
 * waits for their code on a slow network (first-step budget). Safe to call often: each chunk is fetched once.
 */
export function prefetchLaterScreens(): Promise<void> {
  return Promise.all(LATER_SCREENS.map((screen) => screen.prefetch())).then(() => undefined);
}
