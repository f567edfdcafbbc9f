import type { UseCase } from '../../../application/usecases/UseCase';
import type { Result } from '../../../domain/shared/Result';
import type { OfferStageServices } from '../../services/AppServices';
import type { StepRefusal } from '../../stores/RouteGuardStore';

/** An offer-stage use case, whatever it takes and answers. */
type StepUseCase<I, O, E extends { kind: string }> = UseCase<{ execute(input: I): Promise<Result<O, E>> }>;

/** The API refused a step out of turn (LeadGateway `StepNotPending`: 409 StepNotPending or ApplicationDecided). */
const refusalOf = (error: unknown): StepRefusal | null => {
  if (typeof error !== 'object' || error === null || (error as { kind?: unknown }).kind !== 'StepNotPending') return null;
  const { code, progressState } = error as { code?: unknown; progressState?: unknown };
  return { ...(code === 'ApplicationDecided' ? { code } : { code: 'StepNotPending' as const }), ...(typeof progressState === 'number' ? { progressState } : {}) };
};

/**
 * The offer stage's use cases, each refusal of a step out of turn handed to `follow` before the screen sees it
 * (issue 22 item 4): one place for every offer-stage screen, so the funnel takes the state the API names and the
 * route guard brings the applicant to that state's screen, saying why (RouteGuardStore.follow). The screen still gets
 * its failure, as for any other.
 */
export function followingRefusals(offer: OfferStageServices, follow: (refusal: StepRefusal) => void): OfferStageServices {
  const wrap = <I, O, E extends { kind: string }>(useCase: StepUseCase<I, O, E>): StepUseCase<I, O, E> => ({
    execute: async (input) => {
      const result = await useCase.execute(input);
      const refusal = result.ok ? null : refusalOf(result.error);
      if (refusal) follow(refusal);
      return result;
    },
  });
  return {
    ...offer,
    verifyMobile: wrap(offer.verifyMobile),
    resendMobileCode: wrap(offer.resendMobileCode),
    changeMobileNumber: wrap(offer.changeMobileNumber),
    submitOfferStep: wrap(offer.submitOfferStep),
    partner: {
      ...offer.partner,
      uploadIdDocument: wrap(offer.partner.uploadIdDocument),
      startBankConnection: wrap(offer.partner.startBankConnection),
      submitOfferStep: wrap(offer.partner.submitOfferStep),
    },
  };
}
