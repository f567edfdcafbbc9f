import type { OfferStageRoute } from '../../../domain/state/routes';
import type { OfferStageServices } from '../../services/AppServices';

/** What every offer-stage screen receives: the offer stage's use cases (its `offer` texts loaded), its route and title. */
export interface OfferScreenProps {
  readonly offer: OfferStageServices;
  readonly route: OfferStageRoute;
  /** The route's title (common^offerStages>{route}>title), translated. */
  readonly title: string;
}
