import type { Container } from 'inversify';
import { headFlow } from '../../domain/flow/headFlow';
import type { BrandConfig } from '../../domain/brand/BrandConfigSchema';
import type { AppServices } from '../../ui/services/AppServices';
import type { Navigation } from '../../ui/services/Navigation';
import { onFirstInteraction, prefetchLaterSteps } from '../container/prefetchLaterSteps';
import * as Port from '../container/tokens';
import { BrandFlow } from '../container/useCasesModule';
import * as UseCase from '../container/useCaseTokens';
import { LaterStepUseCases } from '../container/useCasesModule';

/**
 * The ui's one context value (ui/services/AppServices.ts) resolved from the container: the use cases by their tokens and
 * the few ports a view drives. Only src/ knows the container exists (docs/architecture.md). Later steps' code (lazy use
 * cases, lazy adapters) starts loading at the applicant's first interaction, so Continue rarely waits for it.
 */
export function createServices(container: Container, brand: BrandConfig, basePath: string, navigation: Navigation): AppServices {
  // Start-up knows the first step and the later steps' keys; the catalogue chunk brings the rest (first-step budget).
  const brandFlow = container.get(BrandFlow);
  const translator = container.get(Port.Translator);
  let interacted = (): void => undefined;
  const firstInteraction = new Promise<void>((resolve) => (interacted = resolve));
  onFirstInteraction(container.get(Port.AppEnvironment).document, () => {
    prefetchLaterSteps(container);
    interacted();
  });
  return {
    brand,
    basePath,
    navigation,
    flow: brandFlow.current() ?? headFlow(brand),
    loadFlow: () => brandFlow.load(),
    t: (key, params) => translator.translate(key, params),
    clock: container.get(Port.Clock),
    logger: container.get(Port.Logger),
    useCases: {
      startSession: container.get(UseCase.StartSession),
      chooseLoan: container.get(UseCase.ChooseLoan),
      saveStep: container.get(UseCase.SaveStep),
      submitLead: container.get(UseCase.SubmitLead),
      awaitDecision: container.get(UseCase.AwaitDecision),
      handOverToPartner: container.get(UseCase.HandOverToPartner),
      lookUpPostcode: container.get(UseCase.LookUpPostcode),
      unsubscribe: container.get(UseCase.Unsubscribe),
      resumeApplication: container.get(UseCase.ResumeApplication),
      extendSession: container.get(UseCase.ExtendSession),
      applyUiColours: container.get(UseCase.ApplyUiColours),
      loadReferenceData: container.get(UseCase.LoadReferenceData),
      validateEmail: container.get(UseCase.ValidateEmail),
    },
    // Through the later-steps chunk's loader: the first step pays for no chunk of its own.
    firstInteraction,
    offerStage: () => container.get(LaterStepUseCases).load().then((m) => m.offerStageServices(container)),
    saveQueue: (host) => container.get(LaterStepUseCases).load().then((m) => m.saveQueueFor(container, host)),
    funnelEvents: () => container.get(LaterStepUseCases).load().then((m) => m.funnelEventsFor(container)),
    answerDrafts: (host) => container.get(LaterStepUseCases).load().then((m) => m.answerDraftsFor(container, host)),
    draftsStored: () => container.get(Port.KeyValueStorage).read('answerDrafts') !== undefined,
    captcha: container.get(Port.CaptchaProvider),
    documentMetadata: container.get(Port.DocumentMetadata),
    parentFrame: container.get(Port.ParentFrame),
    consentSource: container.get(Port.ConsentSource),
    consentRecorder: container.get(Port.ConsentRecorder),
    sessionRecorder: container.get(Port.SessionRecorder),
    connectivity: container.get(Port.Connectivity),
  };
}
