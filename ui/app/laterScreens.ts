import { lazyScreen } from './lazyScreen';

// One chunk for every screen step 1 never shows (issue 6: "later steps' code" stays out of the first step), so one
// prefetch brings them all; the magic comment names the chunk the imports share.
export const CheckingScreen = lazyScreen(() => import(/* webpackChunkName: "later-screens" */ '../pages/CheckingPage').then((m) => m.CheckingPage));
export const AcceptedScreen = lazyScreen(() => import(/* webpackChunkName: "later-screens" */ '../pages/OutcomePages').then((m) => m.AcceptedPage));
export const RejectedScreen = lazyScreen(() => import(/* webpackChunkName: "later-screens" */ '../pages/OutcomePages').then((m) => m.RejectedPage));
export const ThankYouScreen = lazyScreen(() => import(/* webpackChunkName: "later-screens" */ '../pages/OutcomePages').then((m) => m.ThankYouPage));
export const RedirectedScreen = lazyScreen(() => import(/* webpackChunkName: "later-screens" */ '../pages/RedirectedPage').then((m) => m.RedirectedPage));
export const UnsubscribeScreen = lazyScreen(() => import(/* webpackChunkName: "later-screens" */ '../pages/UnsubscribePage').then((m) => m.UnsubscribePage));
export const StageScreen = lazyScreen(() => import(/* webpackChunkName: "later-screens" */ '../pages/StagePage').then((m) => m.StagePage));
export const ContinueScreen = lazyScreen(() => import(/* webpackChunkName: "later-screens" */ '../pages/ContinuePage').then((m) => m.ContinuePage));

/** Every screen of this chunk, in the order the funnel reaches them. */
export const LATER_SCREENS = [CheckingScreen, AcceptedScreen, RejectedScreen, ThankYouScreen, RedirectedScreen, StageScreen, UnsubscribeScreen, ContinueScreen] as const;

/**
 * Fetches the result, offer-stage and resume screens once the applicant is past the first step, so a decision never
 * waits for their code on a slow network (issue 6). Safe to call often: each chunk is fetched once.
 */
export function prefetchLaterScreens(): Promise<void> {
  return Promise.all(LATER_SCREENS.map((screen) => screen.prefetch())).then(() => undefined);
}
