import type { Container } from 'inversify';
import type { OfferStageServices } from '../../ui/app/AppServices';
import { I18next } from '../container/tokens';
import * as UseCase from '../container/useCaseTokens';

/**
 * The offer screens' services (ui/app/AppServices.ts `offerStage`), in their own chunk: the `offer` texts
 * (locales/{lng}/offer.json) load here, not at start-up (first-step budget), then the use cases by their tokens.
 */
export async function offerStageServices(container: Container): Promise<OfferStageServices> {
  // A failed load leaves i18next's fallback (English, else the key): the screen still works.
  await container
    .get(I18next)
    .loadNamespaces('offer')
    .catch(() => undefined);
  return {
    verifyMobile: container.get(UseCase.VerifyMobile),
    resendMobileCode: container.get(UseCase.ResendMobileCode),
    changeMobileNumber: container.get(UseCase.ChangeMobileNumber),
  };
}
