import type { OfferStageServices } from '../../app/AppServices';

/** What every offer-stage screen of offerScreens.ts receives: the offer stage's services (loaded), its title and its route. */
export interface OfferScreenProps {
  readonly offer: OfferStageServices;
  readonly title: string;
  readonly route: string;
}
