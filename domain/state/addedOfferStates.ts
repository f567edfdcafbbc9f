import * as ADDED from '../kernel/addedOfferScreens';
import { OFFER_STAGE_ROUTES, type AddedOfferRoute, type OfferStageRoute } from './routes';

/** What the state table and the step names need of an added offer screen (the whole declaration is domain/offer/OfferScreenDefinition.ts). */
export interface AddedOfferState {
  readonly route: AddedOfferRoute;
  readonly state: number;
  /** Its call under `/lead/offer/` (domain/api/OfferStepRequest.ts AddedOfferCall). */
  readonly call: string;
}

/** The added offer screens (addedOfferScreens.ts), in their list's order: empty unless a build registers some. */
export const ADDED_OFFER_STATES: readonly AddedOfferState[] = Object.values(ADDED as Record<string, AddedOfferState>);

/** Every offer-stage route the build knows: the shipped ones (routes.ts), then the added screens'. */
export const OFFER_ROUTES: readonly OfferStageRoute[] = [...OFFER_STAGE_ROUTES, ...ADDED_OFFER_STATES.map((added) => added.route)];
