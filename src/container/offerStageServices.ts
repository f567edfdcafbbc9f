import type { Container } from 'inversify';
import type { i18n } from 'i18next';
import type { OfferStageServices } from '../../ui/services/AppServices';
import { partnerScreenServices } from './partnerScreenServices';

/**
 * The offer screens' services (ui/services/AppServices.ts `offerStage`), in the later-steps chunk (laterStepUseCases.ts,
 * through its loader: no chunk of its own, first-step budget): the `offer` texts (locales/{lng}/offer.json) load here,
 * not at start-up, then the use cases from the container.
 * Tokens are taken by their registry key (`Symbol.for`, as src/container/tokens.ts and useCaseTokens.ts define them):
 * importing those start-up modules from this chunk makes the bundler expose their every export in the first step
 * (+0.16 KB gzip measured).
 */
export async function offerStageServices(container: Container): Promise<OfferStageServices> {
  // A failed load leaves i18next's fallback (English, else the key): the screen still works.
  await container
    .get<i18n>(Symbol.for('I18next'))
    .loadNamespaces(['offer', 'partner'])
    .catch(() => undefined);
  return {
    verifyMobile: container.get<OfferStageServices['verifyMobile']>(Symbol.for('VerifyMobile')),
    resendMobileCode: container.get<OfferStageServices['resendMobileCode']>(Symbol.for('ResendMobileCode')),
    changeMobileNumber: container.get<OfferStageServices['changeMobileNumber']>(Symbol.for('ChangeMobileNumber')),
    submitOfferStep: container.get<OfferStageServices['submitOfferStep']>(Symbol.for('SubmitOfferStep')),
    loadReferenceData: container.get<OfferStageServices['loadReferenceData']>(Symbol.for('LoadReferenceData')),
    // The application page's module (its chunk is the first step's): the data screens share its code, not a copy.
    loadFormEngine: () => import('../../ui/app/ApplicationPage').then((module) => module.FORM_ENGINE),
    partner: partnerScreenServices(container),
  };
}
